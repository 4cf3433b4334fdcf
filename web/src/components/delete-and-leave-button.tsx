import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '../lib/toast';
import { useWriteBlock } from '../hooks/use-write-block';
import { useZeroMutation, type MutateRequest } from '../hooks/use-zero-mutation';
import { ConfirmDialog } from './confirm-dialog';
import { Button } from './ui/button';

type DeleteAndLeaveButtonProps = {
  /** The deletion to send once confirmed. */
  request: () => MutateRequest;
  /** Where to go once it is gone: the list it was in. */
  leaveTo: string;
  /** Already translated: the button's and the confirmation's words, and what the toast says after. */
  texts: { label: string; title: string; description: string; deleted: string };
  testId: string;
};

/** Deletes what a page edits (a questionnaire, a workflow) after asking, then goes back to its list. */
export function DeleteAndLeaveButton({ request, leaveTo, texts, testId }: DeleteAndLeaveButtonProps) {
  const navigate = useNavigate();
  const mutate = useZeroMutation();
  const blocked = useWriteBlock('sync') !== undefined;
  const [confirming, setConfirming] = useState(false);
  const remove = async () => {
    const outcome = await mutate(request(), { awaitServer: true });
    if (!outcome.ok) return outcome.message;
    toast.success(texts.deleted);
    void navigate(leaveTo);
    return undefined;
  };
  return (
    <>
      <Button variant="outline" disabled={blocked} onClick={() => setConfirming(true)}>
        <Trash2 aria-hidden="true" />
        {texts.label}
      </Button>
      <ConfirmDialog
        subject={confirming ? true : undefined}
        onOpenChange={setConfirming}
        title={() => texts.title}
        description={texts.description}
        confirmLabel={texts.label}
        onConfirm={remove}
        testId={testId}
      />
    </>
  );
}
