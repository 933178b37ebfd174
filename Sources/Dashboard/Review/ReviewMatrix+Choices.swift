import CampaignStore
import Foundation
import InAppMessaging
import Preview

extension ReviewMatrix {
    /// The matrix an editor chose for a new link (each list as posted; an empty one takes the
    /// standard matrix's), or what is wrong with it, named by field.
    static func chosen(
        platforms: [String],
        devices: [String],
        locales: [String],
        themes: [String],
        campaign: Campaign
    ) -> Result<ReviewMatrix, ReviewCommentError> {
        let checks: [(String, [String], Set<String>)] = [
            ("platforms", platforms, Set(Platform.allCases.map(\.rawValue))),
            ("devices", devices, Set(PreviewOptions.Device.allCases.map(\.rawValue))),
            ("locales", locales, Set([""] + campaign.translations.locales)),
            ("themes", themes, ["light", "dark"]),
        ]
        for (field, values, allowed) in checks {
            if let wrong = values.first(where: { !allowed.contains($0) }) {
                let names = allowed.sorted().map { $0.isEmpty ? "\"\" (the default)" : $0 }.joined(separator: ", ")
                return .failure(ReviewCommentError(field: field, "\"\(wrong.prefix(40))\" is not one of \(names)"))
            }
        }
        let standard = ReviewMatrix.standard
        let matrix = ReviewMatrix(
            platforms: platforms.isEmpty ? standard.platforms : platforms,
            devices: devices.isEmpty ? standard.devices : devices,
            locales: locales.isEmpty ? standard.locales : locales,
            themes: themes.isEmpty ? standard.themes : themes
        )
        let cells = matrix.previews(for: campaign).count
        guard cells <= maximumCells else {
            return .failure(ReviewCommentError(field: "platforms", "that makes \(cells) previews; a link shows at most \(maximumCells)"))
        }
        return .success(matrix)
    }

    /// The most previews one review page draws.
    static let maximumCells = 24

    /// One preview of the matrix.
    struct Cell: Sendable {
        let outcome: VariantAssignment.Outcome
        let options: PreviewOptions
        /// `platform/device/variant/locale/theme` (the theme empty for light): what a comment
        /// pinned on it names.
        let key: String
        let label: String
    }

    /// The previews of `campaign` this matrix shows: each variant, then each platform, device,
    /// locale and theme chosen (a platform with none of the devices on its first one).
    func previews(for campaign: Campaign) -> [Cell] {
        var previews: [Cell] = []
        let platforms = platforms.compactMap(Platform.init(rawValue:))
        for outcome in campaign.outcomes {
            let letter = campaign.isSplit ? Campaign.letter(of: outcome) : nil
            for platform in platforms {
                let offered = PreviewOptions.devices(for: platform)
                let chosen = devices.compactMap(PreviewOptions.Device.init(rawValue:)).filter(offered.contains)
                for device in chosen.isEmpty ? [offered[0]] : chosen {
                    for locale in locales {
                        for theme in themes {
                            var options = PreviewOptions()
                            options.platform = platform
                            options.device = device
                            options.variant = letter
                            options.locale = locale.isEmpty ? nil : locale
                            options.appearance = theme == "dark" ? .dark : .light
                            var label: [String] = campaign.isSplit ? [campaign.name(of: outcome)] : []
                            label.append(platform.displayName)
                            if devices.count > 1 || device != .phone { label.append(device.rawValue.capitalized) }
                            if !locale.isEmpty { label.append(locale) }
                            if theme == "dark" { label.append("Dark") }
                            let key = "\(platform.rawValue)/\(device.rawValue)/\(letter ?? "")/\(locale)/\(theme == "dark" ? "dark" : "")"
                            previews.append(Cell(outcome: outcome, options: options, key: key, label: label.joined(separator: " · ")))
                        }
                    }
                }
            }
        }
        return previews
    }
}
