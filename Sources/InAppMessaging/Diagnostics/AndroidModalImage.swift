import Foundation

/// How Android's default modal view shows the image of a modal with text: across the card and at
/// most a 2.9th of its width high (`NON_GRAPHIC_ASPECT_RATIO = 290f / 100f` in braze-android-sdk
/// `android-sdk-ui/…/inappmessage/factories/DefaultInAppMessageModalViewFactory.kt`). A wider
/// image keeps its own height; a taller one is fitted into that band (`FIT_CENTER`, the default)
/// or cut to it (`CENTER_CROP`).
public enum AndroidModalImage {
    /// The widest band the image fills: width / height.
    public static let aspect = 2.9

    /// An image whose aspect is within this fraction of 2.9 : 1 shows nearly whole: no note.
    static let tolerance = 0.1

    /// The note for an image of `width` × `height` pixels in `message`, or nil when the message
    /// is not a modal with an image or Android shows the image (nearly) whole.
    public static func note(for message: InAppMessage, width: Int, height: Int) -> String? {
        guard case .modal(let text) = message.content, case .image = text.graphic, width > 0, height > 0 else { return nil }
        let imageAspect = Double(width) / Double(height)
        let kept = imageAspect / aspect
        guard kept < 1 - tolerance else { return nil }
        let lost = Int(((1 - kept) * 100).rounded())
        let shown = Int((kept * 100).rounded())
        let size = "\(width) × \(height) (\(String(format: "%.2f", imageAspect)) : 1)"
        if text.cropType == .centerCrop {
            return "On Android a modal's image is at most 2.9 : 1: this \(size) image is cropped to it, losing \(lost) % of its height"
        }
        return "On Android a modal's image is at most 2.9 : 1: this \(size) image is fitted into it at \(shown) % of the card's width"
            + " with empty bands beside it (with crop_type CENTER_CROP, \(lost) % of its height would be cropped instead)"
    }
}
