import { documentLanguages, type DocumentLanguage } from '@core/domain/invoice';
import { useWriteBlock } from '../hooks/use-write-block';
import { languageNames } from '../lib/languages';
import { Options } from './options';
import { NativeSelect } from './ui/native-select';

type LanguageSelectProps = {
  id: string;
  value: DocumentLanguage;
  onChange: (language: DocumentLanguage) => void;
};

/** The language a client reads a document in (its page, mails and PDF); off while writes are. */
export function LanguageSelect({ value, onChange, ...field }: LanguageSelectProps) {
  const blocked = useWriteBlock('sync') !== undefined;
  return (
    <NativeSelect
      {...field}
      value={value}
      disabled={blocked}
      onChange={(event) => onChange(event.target.value as DocumentLanguage)}
    >
      <Options options={documentLanguages.map((language) => ({ value: language, label: languageNames[language] }))} />
    </NativeSelect>
  );
}
