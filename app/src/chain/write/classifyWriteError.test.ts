import { describe, expect, it } from 'vitest';
import {
  ContractFunctionExecutionError,
  ContractFunctionRevertedError,
  HttpRequestError,
  InsufficientFundsError,
  TransactionExecutionError,
  UserRejectedRequestError,
  parseAbi,
} from 'viem';
import { initTestI18n } from '../../i18n/testing.ts';
import { classifyWriteError } from './classifyWriteError.ts';
import { StaleChainError, TransactionCannotSucceedError, TransactionRejectedError, TransactionRevertedError } from './errors.ts';
import { failureText } from './failureText.ts';
import { retryFailureText } from './retryFailureText.ts';

const abi = parseAbi(['function claim(uint256 epoch)']);
const t = initTestI18n().getFixedT('en-US');
const HASH = `0x${'cd'.repeat(32)}`;

describe('classifyWriteError', () => {
  it('a refused signature, however deep in the causes, or with only its EIP-1193 code', () => {
    const deep = new ContractFunctionExecutionError(
      new TransactionExecutionError(new UserRejectedRequestError(new Error('no')), {} as never),
      {
        abi,
        functionName: 'claim',
        args: [1n],
      },
    );
    expect(classifyWriteError(deep)).toEqual({ kind: 'rejected' });
    expect(classifyWriteError(Object.assign(new Error('nope'), { code: 4001 }))).toEqual({ kind: 'rejected' });
    expect(classifyWriteError(new TransactionRejectedError())).toEqual({ kind: 'rejected' });
  });

  it("a wallet without gas: viem's error, or a node's text", () => {
    expect(classifyWriteError(new InsufficientFundsError())).toEqual({ kind: 'insufficient-funds' });
    expect(classifyWriteError(new Error('insufficient funds for gas * price + value'))).toEqual({ kind: 'insufficient-funds' });
  });

  it('a node that does not answer, and a chain that stopped moving', () => {
    expect(classifyWriteError(new HttpRequestError({ url: 'http://127.0.0.1:8545' }))).toEqual({ kind: 'rpc-down' });
    expect(classifyWriteError(new TypeError('Failed to fetch'))).toEqual({ kind: 'rpc-down' });
    expect(classifyWriteError(new StaleChainError())).toEqual({ kind: 'rpc-down' });
  });

  it('a call the contract refuses, with its reason, and a transaction that reverted on the chain', () => {
    expect(classifyWriteError(new TransactionCannotSucceedError('Not eligible for claim'))).toEqual({
      kind: 'reverted',
      reason: 'Not eligible for claim',
    });
    const raw = new ContractFunctionExecutionError(
      new ContractFunctionRevertedError({ abi, functionName: 'claim', message: 'Round not ended' }),
      {
        abi,
        functionName: 'claim',
        args: [1n],
      },
    );
    expect(classifyWriteError(raw)).toEqual({ kind: 'reverted', reason: 'Round not ended' });
    expect(classifyWriteError(new TransactionRevertedError(HASH))).toEqual({ kind: 'reverted', hash: HASH });
  });

  it("anything else, with the error's own message", () => {
    expect(classifyWriteError(new Error('nonce too low'))).toEqual({
      kind: 'other',
      message: '{{error}} - Please try again.',
      values: { error: 'nonce too low' },
    });
  });
});

describe('failureText', () => {
  it('one translated message per kind', () => {
    expect(failureText({ kind: 'rejected' }, t)).toEqual({ title: 'Transaction rejected.' });
    expect(failureText({ kind: 'insufficient-funds' }, t)).toEqual({
      title: 'Insufficient BNB balance',
      description: 'You need BNB to pay for the transaction fee (gas).',
    });
    expect(failureText({ kind: 'rpc-down' }, t)).toEqual({
      title: 'Error',
      description: 'The chain is not responding; figures may be out of date.',
    });
    expect(failureText({ kind: 'reverted', reason: 'Pausable: paused' }, t)).toEqual({
      title: 'Error',
      description: 'The transaction cannot succeed due to error: Pausable: paused.',
    });
    expect(failureText({ kind: 'reverted', hash: HASH }, t)).toEqual({
      title: 'Error',
      description: `Transaction ${HASH} reverted - Please try again.`,
    });
    expect(failureText({ kind: 'other', message: '{{error}} - Please try again.', values: { error: 'nonce too low' } }, t)).toEqual({
      title: 'Error',
      description: 'nonce too low - Please try again.',
    });
  });

  it("the yield screens' text is the same for every failure, a rejection included", () => {
    const spec = { title: 'Error', description: 'Please try again. Confirm the transaction and make sure you are paying enough gas!' };
    expect(retryFailureText({ kind: 'rejected' }, t)).toEqual(spec);
    expect(retryFailureText({ kind: 'reverted', reason: 'x' }, t)).toEqual(spec);
  });
});
