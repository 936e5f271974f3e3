import Foundation
import Testing
@testable import Trellis

/// The graphical and wheel date pickers as recorded (github.com/iamcgn/swiftui-web):
/// `datepicker/looks` (frames.json at 3cc87da), `datepicker/graphical` and `datepicker/clock`
/// (at da746b5; macOS 26.2, scale 2; the views in `Fixtures/Sources/DatePicker/
/// DatePickerFixtures.swift` at 3cc87da), and `ios/datepicker/wheel` (at 3cc87da; the iOS 26
/// simulator; `Fixtures/Sources/iOS/IOSPresentationFixtures.swift`), re-typed and laid out in
/// the recordings' windows. Frames with no label are exact; those with a label follow its text.
@Suite("Graphical and wheel date pickers: the recorded frames")
@MainActor
struct DatePickerStyleFixtureTests {
    /// 15 March 2025, 15:09 UTC, the fixtures' date.
    private let fixed = Date(timeIntervalSinceReferenceDate: 763744140)
    private let utc = TimeZone(secondsFromGMT: 0)!

    /// `view`'s frames in a recording window of `width` × `height` on `platform`, in the
    /// fixtures' time zone (UTC).
    private func layout(_ view: some View, _ platform: TargetPlatform, width: CGFloat, height: CGFloat) -> RecordedFrames {
        RecordedFrames(view.environment(\.timeZone, utc), platform: platform, window: CGSize(width: width, height: height))
    }

    @Test("datepicker/looks: the macOS calendar is 138.5 × 148, and with the clock 275.5 wide")
    func calendarAndClockSizes() {
        let frames = layout(
            VStack(alignment: .leading, spacing: 12) {
                DatePicker("Range", selection: .constant(fixed), in: fixed.addingTimeInterval(-86400 * 5) ... fixed.addingTimeInterval(86400 * 10),
                           displayedComponents: .date)
                    .datePickerStyle(.graphical).labelsHidden().id("rangeCalendar")
                DatePicker("Both", selection: .constant(fixed)).datePickerStyle(.graphical).labelsHidden().id("both")
            }
            .padding(20)
            .id("stack"),
            .macOS, width: 420, height: 360)
        frames.exact("stack", 52.25, 6, 315.5, 348)
        frames.exact("rangeCalendar", 72.25, 26, 138.5, 148)
        frames.exact("both", 72.25, 186, 275.5, 148)
    }

    @Test("datepicker/graphical: the calendar follows its label and 8",
          .enabled(if: FixtureCase.systemFontsFound, "no font file for the system font: the label is text"))
    func calendarAfterItsLabel() {
        let frames = layout(
            DatePicker("Calendar", selection: .constant(fixed), displayedComponents: .date).datePickerStyle(.graphical)
                .padding(20).id("calendar"),
            .macOS, width: 360, height: 300)
        frames.text("calendar", 59.5, 56, 241, 188)
    }

    @Test("datepicker/clock: the clock is a 119-point square after its label and 8",
          .enabled(if: FixtureCase.systemFontsFound, "no font file for the system font: the label is text"))
    func clockAfterItsLabel() {
        let frames = layout(
            DatePicker("Clock", selection: .constant(fixed), displayedComponents: .hourAndMinute).datePickerStyle(.graphical)
                .padding(20).id("clock"),
            .macOS, width: 360, height: 240)
        frames.text("clock", 79.25, 40.5, 201.5, 159)
    }

    @Test("the label is 8 before the calendar, whatever its width")
    func labelSpacing() throws {
        let result = DatePicker(selection: .constant(fixed), displayedComponents: .date) { StandIn.fixed(width: 50, height: 16).id("label") }
            .datePickerStyle(.graphical)
            .layout(in: ProposedViewSize(width: 400, height: 300), environment: .recording(.macOS))
        #expect(result.size == CGSize(width: 196.5, height: 148))
        #expect(result.frame(of: "label")?.origin == .zero)
    }

    @Test("ios/datepicker/wheel: a date's wheel and a time's are 320 × 216")
    func wheels() {
        let frames = layout(
            VStack(spacing: 12) {
                DatePicker("Date", selection: .constant(fixed), displayedComponents: .date).datePickerStyle(.wheel).labelsHidden().id("dateWheel")
                DatePicker("Time", selection: .constant(fixed), displayedComponents: .hourAndMinute).datePickerStyle(.wheel).labelsHidden()
                    .id("timeWheel")
            }
            .id("stack"),
            .iOS, width: 375, height: 520)
        frames.exact("stack", 27.5, 38, 320, 444)
        frames.exact("dateWheel", 27.5, 38, 320, 216)
        frames.exact("timeWheel", 27.5, 266, 320, 216)
    }

    @Test("the iOS graphical style is reported: it is not recorded, and takes macOS's sizes")
    func iOSGraphicalIsReported() {
        let result = DatePicker("Date", selection: .constant(fixed), displayedComponents: .date).datePickerStyle(.graphical).labelsHidden()
            .layout(in: ProposedViewSize(width: 375, height: 600), environment: .recording(.iOS))
        #expect(result.size == CGSize(width: 138.5, height: 148))
        #expect(result.diagnostics.contains { $0.kind == .approximated && $0.message.contains("graphical") })
    }

    @Test("on macOS the wheel style is the automatic field, which macOS has in its place")
    func macOSWheelIsTheField() {
        let wheel = DatePicker("Date", selection: .constant(fixed), displayedComponents: .date).datePickerStyle(.wheel).labelsHidden()
            .environment(\.timeZone, utc)
            .layout(in: ProposedViewSize(width: 375, height: 600), environment: .recording(.macOS))
        let automatic = DatePicker("Date", selection: .constant(fixed), displayedComponents: .date).labelsHidden()
            .environment(\.timeZone, utc)
            .layout(in: ProposedViewSize(width: 375, height: 600), environment: .recording(.macOS))
        #expect(wheel.size == automatic.size)
    }
}
