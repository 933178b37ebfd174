import InAppMessaging
import OperationMetrics
public import Preview

extension PreviewService {
    /// What a screen reader gets from `subject` as `options` show it: its Liquid rendered for the
    /// options' user and locale, the SDK's words in the locale the message rendered in.
    public func transcript(_ subject: PreviewSubject, options: PreviewOptions) async throws -> ScreenReaderTranscript {
        let personalisation = try await personalisation(for: subject, options: options)
        return try await gates.preview.run {
            try await Offload.run {
                OperationTimer.measure(.preview) {
                    let outcome = subject.message.personalised(with: personalisation)
                    return ScreenReader.transcript(of: outcome.message, options: options, locale: outcome.locale)
                }
            }
        }
    }
}
