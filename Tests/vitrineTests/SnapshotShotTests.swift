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

/// Engines: iOS HTML messages go to WebKit unless asked otherwise or missing; WebKit shots carry
/// `.webkit` in their names, Chromium shots keep theirs.
@Suite struct SnapshotEngineTests {
    /// A portrait phone shot on `platform` of an HTML message, or of a control message.
    func shot(_ platform: Platform, html: Bool) -> SnapshotShot {
        let content: MessageContent = html ? .html(HTMLContent(html: "<p>Hi</p>")) : .control
        let subject = PreviewSubject(message: InAppMessage(content: content), title: "Shot")
        return SnapshotShot(campaignID: "rate-us", subject: subject, options: PreviewOptions(platform: platform, orientation: .portrait))
    }

    @Test func iOSHTMLMessagesAreWebKitsByDefault() {
        #expect(SnapshotEngine.engine(for: shot(.ios, html: true), requested: nil, webKitAvailable: true) == .webkit)
        #expect(SnapshotEngine.engine(for: shot(.android, html: true), requested: nil, webKitAvailable: true) == .chromium)
        #expect(SnapshotEngine.engine(for: shot(.web, html: true), requested: nil, webKitAvailable: true) == .chromium)
        #expect(SnapshotEngine.engine(for: shot(.ios, html: false), requested: nil, webKitAvailable: true) == .chromium)
        #expect(SnapshotEngine.engine(for: shot(.android, html: false), requested: .webkit, webKitAvailable: true) == .webkit)
        #expect(SnapshotEngine.engine(for: shot(.ios, html: true), requested: .chromium, webKitAvailable: true) == .chromium)
        #expect(SnapshotEngine.engine(for: shot(.ios, html: true), requested: nil, webKitAvailable: false) == .chromium)
        #expect(SnapshotEngine.engine(for: shot(.ios, html: true), requested: .webkit, webKitAvailable: false) == .chromium)
    }

    @Test func webKitShotsNameTheirEngine() {
        var webkit = shot(.ios, html: true)
        #expect(webkit.relativePath == "rate-us/phone-portrait-light.png")
        webkit.engine = .webkit
        #expect(webkit.relativePath == "rate-us/phone-portrait-light.webkit.png")
        #expect(webkit.path(engine: .chromium) == "rate-us/phone-portrait-light.png")
    }

    @Test func webKitDrawsAtWholeScalesOnly() {
        let reason = SnapshotEngine.webKitUnavailability(scale: 0.5)
        #expect(reason?.contains("not installed") == true || reason?.contains("whole scales") == true)
    }
}
