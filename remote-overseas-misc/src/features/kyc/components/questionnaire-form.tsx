import { useId, useRef, useState, type FormEvent } from 'react';
import { KYC_CHOICES, KYC_QUESTIONS, type KycChoice } from '@shared/account';
import { unanswered, type DraftAnswers } from '../domain/answers';

/**
 * The ten questions (rule KYC-1), each a group of four radio buttons (arrow keys move within a question,
 * Tab between them). 下一步 with questions left names them and moves the focus to the first one.
 */
export function QuestionnaireForm({ answers, onChange, onDone }: { answers: DraftAnswers; onChange: (answers: DraftAnswers) => void; onDone: () => void }) {
  const formId = useId();
  const [tried, setTried] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const missing = unanswered(answers);

  const choose = (index: number, choice: KycChoice) => onChange(answers.map((current, at) => (at === index ? choice : current)));

  const next = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    const first = missing[0];
    if (first === undefined) {
      onDone();
      return;
    }
    form.current?.querySelector<HTMLInputElement>(`input[name="${formId}-q${first}"]`)?.focus();
  };

  return (
    <form ref={form} className="kyc-form" noValidate onSubmit={next} aria-labelledby={`${formId}-title`}>
      <h2 id={`${formId}-title`} className="kyc-form__title">
        客戶風險屬性評估問卷（共 {KYC_QUESTIONS.length} 題）
      </h2>
      {KYC_QUESTIONS.map((question, index) => {
        const number = index + 1;
        const invalid = tried && answers[index] === undefined;
        return (
          <fieldset key={question.id} className="kyc-question" aria-invalid={invalid} aria-describedby={invalid ? `${formId}-q${number}-error` : undefined}>
            <legend className="kyc-question__text">
              {number}. {question.text}
            </legend>
            {question.answers.map((text, choiceIndex) => {
              const choice = KYC_CHOICES[choiceIndex] ?? 'a';
              return (
                <label key={choice} className="kyc-question__choice">
                  <input type="radio" name={`${formId}-q${number}`} value={choice} checked={answers[index] === choice} onChange={() => choose(index, choice)} />
                  <span>{text}</span>
                </label>
              );
            })}
            {invalid && (
              <p id={`${formId}-q${number}-error`} className="self-form__error">
                請選擇一個答案
              </p>
            )}
          </fieldset>
        );
      })}
      {tried && missing.length > 0 && (
        <p role="alert" className="self-form__error">
          尚有 {missing.length} 題未作答：第 {missing.join('、')} 題。
        </p>
      )}
      <div className="self-form__actions">
        <button type="submit" className="ui-button ui-button--primary">
          下一步：查看評估結果
        </button>
      </div>
    </form>
  );
}
