'use client';

import { useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { theme } from '@openshiur/ui';
import { formatBytes, KIND_LABELS, type MediaKind } from '../media-kinds';
import type { UploadedMedia, UploadSettings } from '../uploaded-media';
import { directUpload } from './direct-upload';
import { checkChosenFile } from './read-head';
import { tusUpload } from './tus-upload';
import { UploadFailed } from './upload-types';

type Status =
  | { state: 'idle' }
  | { state: 'uploading'; name: string; sent: number; total: number }
  | { state: 'done'; message: string }
  | { state: 'failed'; message: string };

/**
 * A file picker that uploads a recording or a PDF and hands its address to the form. It appears
 * only once scripts run: without them the form's plain address fields work as before. Progress is
 * a labelled progress bar; every change of state is announced through a polite live region.
 */
export function MediaUpload({
  kind,
  label,
  settings,
  onUploaded,
}: {
  kind: MediaKind;
  label: string;
  settings: UploadSettings;
  onUploaded: (media: UploadedMedia) => void;
}) {
  const [scripted, setScripted] = useState(false);
  const [status, setStatus] = useState<Status>({ state: 'idle' });
  const controller = useRef<AbortController | null>(null);
  const id = useId();
  useEffect(() => {
    setScripted(true);
    // Leaving the page stops an upload in flight (tus can resume it next time).
    return () => controller.current?.abort();
  }, []);
  if (!scripted) return null;

  async function upload(file: File) {
    const checked = await checkChosenFile(file, kind, settings.limits);
    if ('problem' in checked) return setStatus({ state: 'failed', message: checked.problem });
    controller.current?.abort();
    const abort = new AbortController();
    controller.current = abort;
    setStatus({ state: 'uploading', name: file.name, sent: 0, total: file.size });
    const send = settings.mode === 's3' ? directUpload : tusUpload;
    try {
      const media = await send({
        file,
        kind,
        head: checked.head,
        chunkBytes: settings.chunkBytes,
        signal: abort.signal,
        onProgress: (sent, total) => setStatus({ state: 'uploading', name: file.name, sent, total }),
      });
      onUploaded(media);
      const length = media.durationSeconds != null ? `, ${formatDuration(media.durationSeconds)} long` : '';
      setStatus({ state: 'done', message: `Uploaded ${media.fileName} (${formatBytes(media.sizeBytes)}${length}). Save the post to keep it.` });
    } catch (error) {
      if (abort.signal.aborted) return setStatus({ state: 'failed', message: 'Upload cancelled.' });
      const message = error instanceof UploadFailed ? error.message : 'The connection failed. Choose the file again to go on where it stopped.';
      setStatus({ state: 'failed', message });
    } finally {
      controller.current = null;
    }
  }

  const uploading = status.state === 'uploading';
  const percent = uploading && status.total > 0 ? Math.floor((status.sent / status.total) * 100) : 0;
  return (
    <Box data-media-upload={kind}>
      <label htmlFor={`${id}-file`}>{label}</label>
      <input
        id={`${id}-file`}
        type="file"
        accept={KIND_LABELS[kind].accept}
        aria-describedby={`${id}-status`}
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          // Cleared, so choosing the same file again (to resume it) fires a change too.
          event.currentTarget.value = '';
          if (file) void upload(file);
        }}
      />
      {uploading ? (
        <Progress>
          {/* The bar and its figures are read when visited; the live region below says only what changed. */}
          <progress max={100} value={percent} aria-label={`Uploading ${status.name}`} aria-valuetext={`${percent}%`} />
          <span data-upload-progress="">
            {percent}% ({formatBytes(status.sent)} of {formatBytes(status.total)})
          </span>
          <button type="button" onClick={() => controller.current?.abort()}>
            Cancel upload
          </button>
        </Progress>
      ) : null}
      <StatusText id={`${id}-status`} role="status" aria-live="polite" data-state={status.state}>
        {uploading
          ? `Uploading ${status.name}…`
          : status.state === 'idle'
            ? `${KIND_LABELS[kind].formats}, at most ${formatBytes(settings.limits[kind])}.`
            : status.message}
      </StatusText>
    </Box>
  );
}

function formatDuration(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}` : `${m}:${String(s).padStart(2, '0')}`;
}

const Box = styled.div`
  display: flex;
  flex-direction: column;
  gap: 4px;
  font-size: 0.9rem;

  label {
    font-weight: 600;
  }
`;

const Progress = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;

  progress {
    flex: 1;
  }

  button {
    font: inherit;
  }
`;

const StatusText = styled.p`
  margin: 0;
  color: ${theme.colors.muted};

  &[data-state='failed'] {
    color: ${theme.colors.danger};
  }
`;
