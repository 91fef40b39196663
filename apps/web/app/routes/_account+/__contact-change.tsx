import { Form } from "@remix-run/react";
import { Button, Input } from "@tiffin/ui";
import { fill } from "./__auth-shell";
import { DevOutboxNote } from "./__resend-code";

interface Texts {
  changeContact: string;
  newContact: string;
  sendCode: string;
  code: string;
  codeSentTo: string;
  devOutbox: string;
  verify: string;
}

/**
 * A new email or phone: the first form asks the API to send a code to it (the current one stays),
 * the second confirms that code, and only then does the new one replace the old.
 */
export function ContactChange({
  texts,
  pending,
  devOutbox,
  busy,
  errors,
}: {
  texts: Texts;
  /** The email or phone waiting for its code (the `?contact=` step), else null. */
  pending: string | null;
  devOutbox: string | null;
  busy: boolean;
  errors: { contact?: string; verifyCode?: string };
}) {
  return (
    <div className="flex flex-col gap-4">
      <Form method="post" noValidate className="flex flex-col gap-3">
        <input type="hidden" name="intent" value="contact" />
        <Input
          label={texts.newContact}
          name="contact"
          autoComplete="off"
          defaultValue={pending ?? ""}
          error={errors.contact}
          required
        />
        <Button type="submit" variant="outline" disabled={busy} className="self-start">
          {texts.sendCode}
        </Button>
      </Form>
      {pending ? (
        <Form method="post" noValidate className="flex flex-col gap-3">
          <p className="text-sm" role="status">
            {fill(texts.codeSentTo, { target: pending })}
          </p>
          {devOutbox ? <DevOutboxNote text={texts.devOutbox} outbox={devOutbox} recipient={pending} /> : null}
          <input type="hidden" name="intent" value="contact-confirm" />
          <input type="hidden" name="contact" value={pending} />
          <Input
            label={texts.code}
            name="verifyCode"
            inputMode="numeric"
            autoComplete="one-time-code"
            error={errors.verifyCode}
            required
          />
          <Button type="submit" disabled={busy} className="self-start">
            {texts.verify}
          </Button>
        </Form>
      ) : null}
    </div>
  );
}
