import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { expectNoAxeViolations } from "../test/axe";
import { Checkbox, RadioGroup, Switch } from "./choice-controls";
import { Input, Select, Textarea } from "./text-inputs";

describe("Input", () => {
  it("is labelled and reads its error", async () => {
    const { container } = render(
      <Input label="Phone" name="phone" error="Phone number is required" hint="With country code" />,
    );
    const input = screen.getByLabelText("Phone");
    expect(input.getAttribute("aria-invalid")).toBe("true");
    const describedBy = (input.getAttribute("aria-describedby") ?? "").split(" ");
    const texts = describedBy.map((id) => document.getElementById(id)?.textContent);
    expect(texts).toEqual(["With country code", "Phone number is required"]);
    await expectNoAxeViolations(container);
  });

  it("is valid without an error", () => {
    render(<Input label="Email" />);
    expect(screen.getByLabelText("Email").hasAttribute("aria-invalid")).toBe(false);
  });
});

describe("Textarea", () => {
  it("is labelled", async () => {
    const { container } = render(<Textarea label="Note for the restaurant" error="Required" />);
    expect(screen.getByLabelText("Note for the restaurant").tagName).toBe("TEXTAREA");
    await expectNoAxeViolations(container);
  });
});

describe("Select", () => {
  it("is a labelled native select with options", async () => {
    const onChange = vi.fn();
    const { container } = render(
      <Select
        label="Gender"
        placeholder="Choose"
        onChange={onChange}
        options={[
          { value: "male", label: "Male" },
          { value: "female", label: "Female" },
        ]}
      />,
    );
    const select = screen.getByLabelText("Gender") as HTMLSelectElement;
    expect(select.options).toHaveLength(3);
    fireEvent.change(select, { target: { value: "female" } });
    expect(onChange).toHaveBeenCalled();
    await expectNoAxeViolations(container);
  });
});

describe("Checkbox", () => {
  it("toggles by its label", async () => {
    const onCheckedChange = vi.fn();
    const { container } = render(<Checkbox label="Extra cheese" onCheckedChange={onCheckedChange} error="Required" />);
    const box = screen.getByRole("checkbox", { name: "Extra cheese" });
    fireEvent.click(box);
    expect(onCheckedChange).toHaveBeenCalledWith(true);
    expect(box.getAttribute("aria-invalid")).toBe("true");
    await expectNoAxeViolations(container);
  });
});

describe("RadioGroup", () => {
  it("is a named group whose radios choose a value", async () => {
    const onValueChange = vi.fn();
    const { container } = render(
      <RadioGroup
        label="Payment method"
        onValueChange={onValueChange}
        options={[
          { value: "cash", label: "Cash" },
          { value: "wallet", label: "Wallet" },
        ]}
      />,
    );
    expect(screen.getByRole("radiogroup", { name: "Payment method" })).toBeTruthy();
    fireEvent.click(screen.getByRole("radio", { name: "Wallet" }));
    expect(onValueChange).toHaveBeenCalledWith("wallet");
    await expectNoAxeViolations(container);
  });
});

describe("Switch", () => {
  it("switches on", async () => {
    const onCheckedChange = vi.fn();
    const { container } = render(<Switch label="Dark mode" onCheckedChange={onCheckedChange} />);
    const control = screen.getByRole("switch", { name: "Dark mode" });
    expect(control.getAttribute("aria-checked")).toBe("false");
    fireEvent.click(control);
    expect(onCheckedChange).toHaveBeenCalledWith(true);
    expect(control.getAttribute("aria-checked")).toBe("true");
    await expectNoAxeViolations(container);
  });
});
