import CampaignServices
import Foundation
import InAppMessaging
import Preview
import Testing

@testable import vitrine

/// Shot names: a locale adds a last part, and a shot in the default texts keeps the name it had
/// before locales, so existing baselines stay valid.
@Suite struct SnapshotShotTests {
    func name(_ options: PreviewOptions) -> String {
        let subject = PreviewSubject(message: InAppMessage(content: .control), title: "Shot")
        return SnapshotShot(campaignID: "new-arrivals", subject: subject, options: options).relativePath
    }

    @Test func aLocaleIsTheLastPartOfTheName() {
        #expect(name(PreviewOptions(orientation: .portrait)) == "new-arrivals/phone-portrait-light.png")
        #expect(name(PreviewOptions(orientation: .portrait, locale: "pt_BR")) == "new-arrivals/phone-portrait-light-pt_BR.png")
        #expect(
            name(PreviewOptions(platform: .android, orientation: .portrait, appearance: .dark, user: "ada", locale: "ar"))
                == "new-arrivals/android-phone-portrait-dark-ada-ar.png"
        )
    }
}
