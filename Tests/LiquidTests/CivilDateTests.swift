import Testing

@testable import Liquid

/// The civil-date arithmetic shared by Liquid's `date` filter and the dashboard's UTC timestamps.
@Suite struct CivilDateTests {
    @Test func knownDates() {
        #expect(CivilDate.days(year: 1970, month: 1, day: 1) == 0)
        #expect(CivilDate.days(year: 2000, month: 3, day: 1) == 11_017)
        #expect(CivilDate.date(fromDays: -1) == (1969, 12, 31))
        #expect(CivilDate.date(fromDays: 11_016) == (2000, 2, 29))
    }

    @Test func daysAndDatesRoundTrip() {
        for days in stride(from: -800_000, through: 800_000, by: 997) {
            let (year, month, day) = CivilDate.date(fromDays: days)
            #expect(CivilDate.days(year: year, month: month, day: day) == days)
        }
    }
}
