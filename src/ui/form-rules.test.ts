import { expect, it, vi } from 'vitest';
import { initialRaw, toFormValue, validateField, type FieldConfig } from './form-rules.ts';

const name: FieldConfig = { type: 'text', name: 'name', label: 'Name', required: true };

it("a required text field empty or whitespace-only is '{label} is required'", () => {
  expect(validateField(name, '')).toBe('Name is required');
  expect(validateField(name, '  \t\n')).toBe('Name is required');
  expect(validateField(name, ' Ada ')).toBeNull();
  expect(validateField({ ...name, required: false }, '   ')).toBeNull();
});

it("a required checkbox group with nothing selected is '{label} is required'", () => {
  const group: FieldConfig = {
    type: 'checkbox-group',
    name: 'days',
    label: 'Days',
    required: true,
    options: [{ value: 'mon', label: 'Monday' }],
  };
  expect(validateField(group, [])).toBe('Days is required');
  expect(validateField(group, ['mon'])).toBeNull();
  expect(validateField({ ...group, required: false }, [])).toBeNull();
});

it('the custom check runs only when there is a value; its message, or "{label} is invalid"', () => {
  const validate = vi.fn((v: string) => (v.length >= 3 ? true : 'Use at least 3 letters'));
  const nick: FieldConfig = { type: 'text', name: 'nick', label: 'Nickname', validate };
  expect(validateField(nick, '')).toBeNull();
  expect(validateField(nick, '  ')).toBeNull();
  expect(validate).not.toHaveBeenCalled();
  expect(validateField(nick, 'ab')).toBe('Use at least 3 letters');
  expect(validateField(nick, 'abc')).toBeNull();

  const silent: FieldConfig = { ...nick, validate: () => false };
  expect(validateField(silent, 'x')).toBe('Nickname is invalid');
  expect(validateField({ ...nick, validate: () => '' }, 'x')).toBe('Nickname is invalid');

  const required: FieldConfig = { ...nick, required: true, validate: () => false };
  expect(validateField(required, '')).toBe('Nickname is required');
});

it('numbers must be numbers within min and max, then pass their own check as a number', () => {
  const validate = vi.fn((n: number) => n % 2 === 0);
  const age: FieldConfig = {
    type: 'number',
    name: 'age',
    label: 'Age',
    min: 0,
    max: 120,
    validate,
  };
  expect(validateField(age, '-1')).toBe('Age is invalid');
  expect(validateField(age, '121')).toBe('Age is invalid');
  expect(validateField(age, 'abc')).toBe('Age is invalid');
  expect(validateField(age, '41')).toBe('Age is invalid');
  expect(validateField(age, '42')).toBeNull();
  expect(validate).toHaveBeenLastCalledWith(42);
});

it('e-mail fields reject what is not an address; dates outside min..max are invalid', () => {
  const email: FieldConfig = { type: 'email', name: 'email', label: 'Email' };
  expect(validateField(email, 'ada@')).toBe('Email is invalid');
  expect(validateField(email, 'ada@example.org')).toBeNull();
  const date: FieldConfig = {
    type: 'date',
    name: 'd',
    label: 'Start date',
    min: '2026-01-01',
    max: '2026-12-31',
  };
  expect(validateField(date, '2025-12-31')).toBe('Start date is invalid');
  expect(validateField(date, '2027-01-01')).toBe('Start date is invalid');
  expect(validateField(date, '2026-06-15')).toBeNull();
});

it('turns editing values into submitted values by type, and back', () => {
  const age: FieldConfig = { type: 'number', name: 'age', label: 'Age' };
  const pick: FieldConfig = { type: 'select', name: 'c', label: 'C', options: [] };
  expect(toFormValue(age, '42')).toBe(42);
  expect(toFormValue(age, '')).toBeNull();
  expect(toFormValue(pick, '')).toBeNull();
  expect(toFormValue(pick, 'nl')).toBe('nl');
  expect(toFormValue(name, ' Ada ')).toBe(' Ada ');
  expect(initialRaw(age, 42)).toBe('42');
  expect(initialRaw(pick, null)).toBe('');
  expect(
    initialRaw({ type: 'checkbox-group', name: 'g', label: 'G', options: [] }, undefined),
  ).toEqual([]);
});
