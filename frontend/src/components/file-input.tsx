import * as React from 'react';
import { Upload, type LucideIcon } from 'lucide-react';
import { formatFileSize } from '@/lib/format';
import { cn } from '@/lib/utils';

export interface FileInputProps {
  id: string;
  name: string;
  accept: string;
  file: File | null;
  onFileChange: (file: File | null) => void;
  onBlur?: () => void;
  inputRef?: React.Ref<HTMLInputElement>;
  disabled?: boolean;
  /** prompt: the call to action, e.g. "Choose an image". */
  prompt: string;
  /** hint: what is allowed, e.g. "JPEG, PNG or WebP, up to 10 MB". */
  hint?: string;
  icon?: LucideIcon;
  /** preview: an image URL shown beside the chosen file (covers). */
  preview?: string | null;
  /** onPreviewError: the preview <img>'s onError. */
  onPreviewError?: () => void;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}

/**
 * FileInput is a file picker drawn as a dashed drop box: the real <input type="file"> is
 * inside the label (visually hidden, still focusable and labelled), the chosen file's name
 * and size show in place of the prompt.
 */
export function FileInput({
  id,
  name,
  accept,
  file,
  onFileChange,
  onBlur,
  inputRef,
  disabled,
  prompt,
  hint,
  icon: Icon = Upload,
  preview,
  onPreviewError,
  ...aria
}: FileInputProps) {
  const invalid = aria['aria-invalid'];
  return (
    <div
      className={cn(
        'relative flex items-center gap-4 rounded-lg border border-dashed bg-muted/30 p-3 transition-colors focus-within:border-ring focus-within:ring-2 focus-within:ring-ring/40 hover:border-gold-300 hover:bg-gold-50/60',
        invalid && 'border-destructive bg-red-50/40',
        disabled && 'pointer-events-none opacity-60',
      )}
    >
      {preview ? (
        <img
          src={preview}
          alt=""
          onError={onPreviewError}
          className="size-14 shrink-0 rounded-md object-cover"
        />
      ) : (
        <span className="flex size-14 shrink-0 items-center justify-center rounded-md bg-gold-100 text-gold-800">
          <Icon className="size-6" aria-hidden="true" />
        </span>
      )}
      <span className="grid min-w-0 flex-1 gap-0.5 text-sm">
        {file ? (
          <>
            <span className="truncate font-medium" title={file.name}>
              {file.name}
            </span>
            <span className="text-xs text-muted-foreground">
              {formatFileSize(file.size)} · Choose another file to replace it
            </span>
          </>
        ) : (
          <>
            <span className="font-medium text-primary-strong">{prompt}</span>
            {hint ? <span className="text-xs text-muted-foreground">{hint}</span> : null}
          </>
        )}
      </span>
      <input
        id={id}
        ref={inputRef}
        name={name}
        type="file"
        accept={accept}
        disabled={disabled}
        onBlur={onBlur}
        // Cleared on click, so choosing the same file again (e.g. after a reset) still counts.
        onClick={(e) => {
          e.currentTarget.value = '';
        }}
        onChange={(e) => onFileChange(e.target.files?.[0] ?? null)}
        className="absolute inset-0 size-full cursor-pointer opacity-0 disabled:cursor-not-allowed"
        {...aria}
      />
    </div>
  );
}
