import Foundation

/// A moment as every page writes it: `<time class="local-time" datetime="{{iso}}">{{utc}} UTC</time>`,
/// `YYYY-MM-DD HH:MM` in UTC without scripts, turned into the reader's own zone and locale by
/// `local-time.js` (the UTC text stays in the title). One format for campaigns, revisions,
/// sessions, users and tokens.
struct PageTime: Sendable {
    /// The moment in ISO 8601, for the `datetime` attribute.
    let iso: String
    /// `YYYY-MM-DD HH:MM`, in UTC.
    let utc: String

    /// The page time of `date`.
    init(_ date: Date) {
        // Plain arithmetic, not a Foundation formatter: the campaign list writes one per row.
        iso = UTCMinute.iso(date)
        utc = UTCMinute.text(date)
    }
}
