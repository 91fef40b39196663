import { Form } from "@remix-run/react";
import { Badge, Button, Modal, ModalClose } from "@tiffin/ui";
import { useState } from "react";
import { useTranslation } from "react-i18next";

export interface GroupMemberView {
  uuid: string | null;
  name: string;
  status: "choosing" | "done";
  isOwner: boolean;
  lines: Array<{ id: number; title: string; quantity: number }>;
}

/** The owner's list: each member's lines and choosing/done state, and a confirmed remove. */
export function MemberList({ members }: { members: GroupMemberView[] }) {
  const { t } = useTranslation();
  const guests = members.filter((m) => !m.isOwner);
  return (
    <section aria-labelledby="group-members-heading" className="flex flex-col gap-3">
      <h2 id="group-members-heading" className="text-lg font-semibold">
        {t("web:group.members")}
      </h2>
      {guests.length === 0 ? <p className="text-sm text-muted">{t("web:group.noMembers")}</p> : null}
      <ul className="flex flex-col gap-3">
        {members.map((member) => (
          <li
            key={`${member.uuid}-${member.name}`}
            className="rounded-card border border-border p-4"
            data-member={member.name}
          >
            <div className="flex flex-wrap items-center justify-between gap-2">
              <p className="font-semibold">{member.isOwner ? `${member.name} (${t("web:group.you")})` : member.name}</p>
              <div className="flex items-center gap-2">
                <Badge
                  aria-label={t("web:group.statusOf", { name: member.name, status: t(`web:group.${member.status}`) })}
                >
                  {t(`web:group.${member.status}`)}
                </Badge>
                {!member.isOwner && member.uuid ? <RemoveMember name={member.name} uuid={member.uuid} /> : null}
              </div>
            </div>
            {member.lines.length === 0 ? (
              <p className="mt-2 text-sm text-muted">{t("web:group.noLines")}</p>
            ) : (
              <ul className="mt-2 flex flex-col gap-1 text-sm">
                {member.lines.map((line) => (
                  <li key={line.id}>
                    {line.quantity} × {line.title}
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Remove, behind a dialog: focus moves into it, Escape or Cancel closes, focus returns to the button. */
function RemoveMember({ name, uuid }: { name: string; uuid: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <Modal
      open={open}
      onOpenChange={setOpen}
      size="sm"
      title={t("web:group.removeTitle", { name })}
      closeLabel={t("web:group.cancel")}
      trigger={
        <Button type="button" variant="ghost">
          {t("web:group.remove", { name })}
        </Button>
      }
    >
      <p className="text-sm">{t("web:group.removeBody")}</p>
      <Form method="post" className="flex justify-end gap-2" onSubmit={() => setOpen(false)}>
        <input type="hidden" name="intent" value="kick" />
        <input type="hidden" name="uuid" value={uuid} />
        <ModalClose asChild>
          <Button type="button" variant="ghost">
            {t("web:group.cancel")}
          </Button>
        </ModalClose>
        <Button type="submit">{t("web:group.confirmRemove")}</Button>
      </Form>
    </Modal>
  );
}
