import ArgumentParser
import InAppMessaging
import Preview

/// `vitrine snapshot --text-size`: each platform shoots the sizes that are its own.
extension SnapshotCommand {
    /// Fails, naming the accepted sizes, when a `--text-size` is none of the asked platforms'.
    func checkTextSizes() throws {
        for text in textSize where text.lowercased() != "all" {
            guard !platforms.contains(where: { TextSize.reading(text, on: $0) != nil }) else { continue }
            let names = platforms.map(\.rawValue).joined(separator: ", ")
            throw ValidationError(
                "--text-size \(text): not a text size of \(names) (iOS content sizes xSmall … AX5, Android font scales 0.85 to 2.0, browser zooms 100 to 200, or all)"
            )
        }
    }

    /// The text sizes shot on `platform` (nil: its default): the `--text-size`s that are its own
    /// (`all`: every step), else its default alone.
    func textSizes(on platform: Platform) -> [TextSize?] {
        let texts = textSize.contains { $0.lowercased() == "all" } ? TextSize.steps(on: platform).map(\.text) : textSize
        var sizes: [TextSize?] = []
        for text in texts {
            guard let size = TextSize.reading(text, on: platform), !sizes.contains(size) else { continue }
            sizes.append(size)
        }
        return sizes.isEmpty ? [nil] : sizes
    }
}
