import { Form } from "@remix-run/react";
import type { GroupMember } from "@tiffin/core";
import { Badge, Button, cn, Modal, ModalClose, Price } from "@tiffin/ui";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { useRootData } from "../../root";

/**
 * The group's members (the group machine's) as cards: each member's lines (quantity, add-ons,
 * amount), their total and choosing/done state. The owner's page (`canRemove`) adds a confirmed
 * remove, a plain form post that, with `onRemove`, goes to the machine instead; a member's page
 * marks the reader's own card (`me`).
 */
export function MemberList({
  members,
  canRemove = true,
  me = null,
  onRemove,
}: {
  members: GroupMember[];
  canRemove?: boolean;
  me?: string | null;
  onRemove?: (uuid: string) => void;
}) {
  const { t } = useTranslation();
  const currency = useRootData()?.currency ?? null;
  const guests = members.filter((m) => !m.owner);
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
            className={cn(
              "flex flex-col gap-2 rounded-card border bg-surface p-4 shadow-sm",
              me !== null && member.uuid === me ? "border-primary" : "border-border",
            )}
            data-member={member.name}
            data-testid="group-member-card"
          >
            <div className="flex flex-wrap items-center justify-between gap-2">
              <p className="min-w-0 font-semibold [overflow-wrap:anywhere]">
                {(canRemove && member.owner) || (me !== null && member.uuid === me)
                  ? `${member.name} (${t("web:group.you")})`
                  : member.name}
              </p>
              <div className="flex items-center gap-2">
                <Badge
                  aria-label={t("web:group.statusOf", { name: member.name, status: t(`web:group.${member.status}`) })}
                >
                  {t(`web:group.${member.status}`)}
                </Badge>
                {canRemove && !member.owner && member.uuid ? (
                  <RemoveMember name={member.name} uuid={member.uuid} onRemove={onRemove} />
                ) : null}
              </div>
            </div>
            {!member.lines?.length ? (
              <p className="text-sm text-muted">{t("web:group.noLines")}</p>
            ) : (
              <>
                <ul className="flex flex-col divide-y divide-border text-sm">
                  {member.lines.map((line) => (
                    <li key={line.id} className="flex items-start justify-between gap-3 py-1.5">
                      <span className="flex min-w-0 flex-col">
                        <span className="[overflow-wrap:anywhere]">
                          <span className="font-semibold tabular-nums">{line.quantity} ×</span> {line.title}
                        </span>
                        {line.addons.length > 0 ? (
                          <span className="text-xs text-muted">+ {line.addons.join(", ")}</span>
                        ) : null}
                      </span>
                      <Price amount={line.amount} currency={currency} className="shrink-0" />
                    </li>
                  ))}
                </ul>
                <p
                  className="flex justify-between gap-3 border-t border-border pt-2 text-sm font-semibold"
                  data-testid="group-member-total"
                >
                  <span>{t("web:totals.total")}</span>
                  <Price amount={member.total ?? 0} currency={currency} />
                </p>
              </>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Remove, behind a dialog: focus moves into it, Escape or Cancel closes, focus returns to the button. */
function RemoveMember({ name, uuid, onRemove }: { name: string; uuid: string; onRemove?: (uuid: string) => void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const submitted = (event: FormEvent<HTMLFormElement>) => {
    setOpen(false);
    if (!onRemove) return;
    event.preventDefault();
    onRemove(uuid);
  };
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
      <Form method="post" className="flex justify-end gap-2" onSubmit={submitted}>
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
