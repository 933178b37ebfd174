import CampaignStore
import Foundation
public import InAppMessaging

/// `vitrine validate --check-links`: requests every URL a message opens or loads (it needs the
/// network, so it is opt-in) and reports unreachable links, plain `http:`, images of a type,
/// size, aspect ratio or resolution that Braze's creative guidelines advise against, and (as
/// information) how much of a modal's image Android will crop.
public struct LinkCheck: Sendable {
    /// How long one request may take.
    public var timeout: Duration = .seconds(10)

    /// A check whose requests each take at most `timeout`.
    public init(timeout: Duration = .seconds(10)) {
        self.timeout = timeout
    }
    /// The most bytes read of a link that is not an image (enough to know it answers).
    static let linkBytes = 256 * 1024

    /// One finding, its path relative to the message.
    public struct Finding: Sendable, Hashable {
        /// The rule's name.
        public var rule: RuleID
        /// `error` or `warning`.
        public var severity: Diagnostic.Severity
        /// Where the URL sits.
        public var path: JSONPath
        /// What was found.
        public var message: String
    }

    /// Every finding for `message`'s URLs; deep links (`myapp://…`) are not requested.
    public func check(_ message: InAppMessage) async -> [Finding] {
        var found: [Finding] = []
        let slot = ImageSlot.recommended(for: message)
        for target in message.linkTargets {
            guard let url = URL(string: target.url), let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https" else { continue }
            if scheme == "http" {
                found.append(
                    Finding(
                        rule: .linkInsecure,
                        severity: .warning,
                        path: target.path,
                        message: "\(target.label) uses http:, which iOS blocks by default (App Transport Security); use https:"
                    )
                )
            }
            let isImage = target.role == .image
            let fetched: HTTPFetch.Fetched
            do {
                fetched = try await HTTPFetch.download(
                    url,
                    maxBytes: isImage ? ImageSlot.maximumBytes : Self.linkBytes,
                    timeout: timeout,
                    accept: isImage ? "image/png,image/jpeg,image/gif" : "*/*"
                )
            } catch HTTPFetch.Failure.tooLarge where !isImage {
                continue  // It answers; only its size is over what we read.
            } catch HTTPFetch.Failure.tooLarge {
                found.append(
                    Finding(
                        rule: .imageTooLarge,
                        severity: .error,
                        path: target.path,
                        message: "\(target.label) is larger than Braze's 5 MB limit"
                    )
                )
                continue
            } catch {
                found.append(
                    Finding(
                        rule: .linkUnreachable,
                        severity: .error,
                        path: target.path,
                        message: "\(target.label) (\(target.url)) did not answer: \(error)"
                    )
                )
                continue
            }
            if isImage { found += image(fetched, target: target, slot: slot, message: message) }
        }
        return found
    }

    /// The image's type, size, fit to `slot`, and what Android's modal does with it.
    private func image(_ fetched: HTTPFetch.Fetched, target: LinkTarget, slot: ImageSlot?, message: InAppMessage) -> [Finding] {
        var found: [Finding] = []
        func add(_ rule: RuleID, _ severity: Diagnostic.Severity, _ message: String) {
            found.append(Finding(rule: rule, severity: severity, path: target.path, message: message))
        }
        let type = ImageType.detect(fetched.bytes)
        let declared = fetched.contentType ?? "no type"
        guard let type, type != .webp else {
            let what = type == .webp ? "a WebP image, which not every device shows" : "not a PNG, JPEG or GIF image (the server says \(declared))"
            add(.imageType, .error, "\(target.label) is \(what)")
            return found
        }
        if fetched.contentType != type.contentType {
            add(
                .imageContentType,
                .warning,
                "\(target.label) is a \(type.rawValue.uppercased()) image served as \(declared), not \(type.contentType)"
            )
        }
        if fetched.bytes.count > ImageSlot.recommendedBytes {
            add(.imageHeavy, .warning, "\(target.label) is \(fetched.bytes.count / 1024) KB; Braze recommends at most 500 KB")
        }
        guard let size = ImageType.dimensions(of: fetched.bytes), size.width > 0, size.height > 0 else { return found }
        if let note = AndroidModalImage.note(for: message, width: size.width, height: size.height) {
            add(.androidImageCrop, .info, note)
        }
        guard let slot else { return found }
        let aspect = Double(size.width) / Double(size.height)
        if abs(aspect / slot.aspect - 1) > 0.1 {
            add(
                .imageAspect,
                .warning,
                "\(target.label) is \(size.width) × \(size.height) (\(String(format: "%.2f", aspect)):1); \(slot.name) is laid out for \(slot.aspectWidth):\(slot.aspectHeight), so it will be cropped or letterboxed"
            )
        }
        if size.width < slot.minimumWidth || size.height < slot.minimumHeight {
            add(
                .imageResolution,
                .warning,
                "\(target.label) is \(size.width) × \(size.height); \(slot.name) needs at least \(slot.minimumWidth) × \(slot.minimumHeight) to stay sharp"
            )
        }
        return found
    }
}
