import { describe, expect, it } from 'vitest';
import { CONTRACT_STATES } from './constants.ts';
import {
  allowedContractActions,
  contractReadOnly,
  contractTransition,
  orderAckCode,
  orderStateOfLines,
} from './order-state.ts';

describe('contract state machine', () => {
  it('lets the supplier answer only a contract waiting for its confirmation', () => {
    expect(allowedContractActions('toConfirm', 'supplier')).toEqual(['answer', 'confirmAll']);
    for (const state of ['confirmed', 'changed', 'rejected', 'closed'] as const) {
      expect(allowedContractActions(state, 'supplier')).toEqual([]);
      expect(contractTransition(state, 'confirmAll', 'supplier')).toBeNull();
    }
  });

  it('keeps each move to its side', () => {
    expect(contractTransition('toConfirm', 'confirmAll', 'buyer')).toBeNull();
    expect(contractTransition('changed', 'acceptChange', 'supplier')).toBeNull();
    expect(contractTransition('confirmed', 'revise', 'supplier')).toBeNull();
    expect(contractTransition('confirmed', 'close', 'supplier')).toBeNull();
  });

  it('lands an answer where its lines say, and not while a line is open', () => {
    expect(contractTransition('toConfirm', 'answer', 'supplier', ['confirmed', 'confirmed'])).toBe(
      'confirmed',
    );
    expect(contractTransition('toConfirm', 'answer', 'supplier', ['confirmed', 'amended'])).toBe(
      'changed',
    );
    expect(contractTransition('toConfirm', 'answer', 'supplier', ['confirmed', 'rejected'])).toBe(
      'changed',
    );
    expect(contractTransition('toConfirm', 'answer', 'supplier', ['rejected', 'rejected'])).toBe(
      'rejected',
    );
    expect(contractTransition('toConfirm', 'answer', 'supplier', ['confirmed', 'open'])).toBeNull();
    expect(orderStateOfLines([])).toBeNull();
  });

  it('lets the buyer accept or refuse changes, revise and close, but never reopen a closed one', () => {
    expect(contractTransition('changed', 'acceptChange', 'buyer')).toBe('confirmed');
    expect(contractTransition('changed', 'refuseChange', 'buyer')).toBe('toConfirm');
    expect(contractTransition('confirmed', 'revise', 'buyer')).toBe('toConfirm');
    expect(contractTransition('rejected', 'revise', 'buyer')).toBe('toConfirm');
    expect(contractTransition('toConfirm', 'acceptChange', 'buyer')).toBeNull();
    expect(contractTransition('confirmed', 'close', 'buyer')).toBe('closed');
    expect(allowedContractActions('closed', 'buyer')).toEqual([]);
  });

  it('makes confirmed, changed, rejected and closed contracts read-only for the supplier', () => {
    expect(CONTRACT_STATES.filter(contractReadOnly)).toEqual([
      'confirmed',
      'changed',
      'rejected',
      'closed',
    ]);
  });

  it('tells the ERP the X12 855 acknowledgement of the answer', () => {
    expect(orderAckCode('confirmed')).toBe('AT');
    expect(orderAckCode('changed')).toBe('AC');
    expect(orderAckCode('rejected')).toBe('RJ');
  });
});
