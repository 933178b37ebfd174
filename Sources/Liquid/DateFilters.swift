import Foundation

/// A moment with the UTC offset it is shown in.
struct ZonedTime: Equatable {
    /// Unix seconds.
    var seconds: Double
    /// Offset from UTC, in seconds.
    var offset: Int
}

extension Filters {
    /// `date` and Braze's `time_zone`.
    static let dateFilters: [String: Filter] = [
        "date": Filter(1...1) { input, args throws(FilterFailure) in
            guard let format = args[0], !format.isNull, !format.rendered.isEmpty else { return input }
            guard let time = DateParser.parse(input, now: args.now) else { return input }
            return .string(Strftime.format(time, format.rendered))
        },
        "time_zone": Filter(1...1) { input, args throws(FilterFailure) in
            guard let time = DateParser.parse(input, now: args.now) else { return input }
            guard let zone = TimeZone(identifier: args[0]?.rendered ?? "") else {
                throw FilterFailure("unknown time zone '\(args[0]?.rendered ?? "")'")
            }
            let shifted = ZonedTime(seconds: time.seconds, offset: zone.secondsFromGMT(for: Date(timeIntervalSince1970: time.seconds)))
            return .string(Strftime.format(shifted, "%Y-%m-%d %H:%M:%S %z"))
        },
    ]
}
