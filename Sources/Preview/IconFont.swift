import Foundation
import InAppMessaging

/// The Font Awesome 4.7 font Braze's icons are drawn with (`\u{f0a1}` is the bullhorn), as an
/// `@font-face` rule for the preview document.
///
/// The font comes from Debian's `fonts-font-awesome` package (SIL OFL 1.1), which `make` and the
/// Docker image install. It is embedded as a `data:` URL, so a preview needs no network and the
/// preview's Content-Security-Policy (`font-src data:`) lets it load; without the package the
/// rule falls back to a locally installed "FontAwesome".
enum IconFont {
    /// Where Debian installs the web font.
    static let paths = [
        "/usr/share/fonts-font-awesome/fonts/fontawesome-webfont.woff2",
        "/usr/share/fonts-font-awesome/fonts/fontawesome-webfont.woff",
    ]

    /// The rule, read once. It has no quotes or markup characters, so the document can write it
    /// as escaped text inside its `<style>` element unchanged.
    static let faceRule: String = {
        var sources = ["local(FontAwesome)"]
        for path in paths {
            guard let data = FileManager.default.contents(atPath: path) else { continue }
            let format = path.hasSuffix("woff2") ? "woff2" : "woff"
            sources.insert("url(data:font/\(format);base64,\(data.base64EncodedString()))", at: 0)
            break
        }
        return "\n@font-face{font-family:VitrineFontAwesome;font-display:block;src:\(sources.joined(separator: ","))}\n"
    }()
}

extension InAppMessage {
    /// Whether the message shows a Font Awesome icon (slideups, modals and full messages).
    var usesIconGlyph: Bool {
        if case .icon = graphic { return true }
        return false
    }
}
