import Testing
@testable import Study

struct ReviewChartTests {
    let days = [DailyReviews(date: "2026-03-08", reviews: 16), DailyReviews(date: "2026-03-09", reviews: 0),
                DailyReviews(date: "2026-03-10", reviews: 5)]

    @Test func theBusiestDayFillsTheWidthAndOthersScaleInEighths() {
        let lines = ReviewChart(width: 8, colored: false).lines(days)
        #expect(lines == [
            "03-08 │████████ 16",
            "03-09 │          0",
            "03-10 │██▌       5",
        ])
    }

    @Test func aDayWithAnyReviewShowsASliver() {
        #expect(ReviewChart(width: 10).bar(1, of: 1000) == "▏")
        #expect(ReviewChart(width: 10).bar(0, of: 1000) == "")
    }

    @Test func barsAreColouredOnlyWhenAsked() {
        let plain = ReviewChart(width: 8, colored: false).lines(days).joined()
        let colored = ReviewChart(width: 8, colored: true).lines(days).joined()
        #expect(!plain.contains("\u{1B}"))
        #expect(colored.contains("\u{1B}[32m████████\u{1B}[0m"))
        #expect(!colored.contains("\u{1B}[32m\u{1B}[0m"))  // no escapes around an empty bar
    }

    @Test func noReviewsAtAllDrawsNoBars() {
        let lines = ReviewChart(width: 4).lines([DailyReviews(date: "2026-03-10", reviews: 0)])
        #expect(lines == ["03-10 │     0"])
    }
}
