import Foundation
import Testing
@testable import Trellis

/// The default date pickers as recorded, laid out whole at the recordings' windows:
/// `datepicker/basic` (macOS 26.2 at 2×; iamcgn/swiftui-web
/// `Fixtures/Goldens/datepicker/basic/frames.json` and its fixture `DatePickerFixtures.basic` in
/// `Fixtures/Sources/DatePicker/DatePickerFixtures.swift`, both at da746b5) and
/// `ios/datepicker/compact` (iOS 26 simulator at 2×; `Fixtures/Goldens/ios/datepicker/compact/
/// frames.json` at b687eac, the fixture `datePicker` in
/// `Fixtures/Sources/iOS/IOSPresentationFixtures.swift` at b687eac). The macOS fields show the
/// date as text, so their frames follow the font (within 1 pt or 2 %); the iOS form's rows fill
/// its width, which no font changes (exact), and are as tall as their lines.
@Suite("Date pickers: the recorded field and compact frames",
       .enabled(if: FixtureCase.systemFontsFound, "no font file for the system font: the pickers show their dates as text"))
@MainActor
struct DatePickerFieldFixtureTests {
    /// 15 March 2025, 15:09 UTC, the fixtures' date.
    private let fixed = Date(timeIntervalSinceReferenceDate: 763744140)
    private let utc = TimeZone(secondsFromGMT: 0)!

    @Test("datepicker/basic: the macOS fields, hidden, ranged and disabled, and one in a row")
    func macFields() {
        let view = VStack(alignment: .leading, spacing: 12) {
            DatePicker("Date", selection: .constant(fixed), displayedComponents: .date).id("date")
            DatePicker("When", selection: .constant(fixed)).id("dateTime")
            DatePicker("Time", selection: .constant(fixed), displayedComponents: .hourAndMinute).id("time")
            DatePicker("Date", selection: .constant(fixed), displayedComponents: .date).labelsHidden().id("hidden")
            DatePicker("Range", selection: .constant(fixed), in: fixed ... fixed.addingTimeInterval(86400 * 30),
                       displayedComponents: .date).id("range")
            DatePicker("Off", selection: .constant(fixed), displayedComponents: .date).disabled(true).id("disabled")
            HStack(spacing: 8) {
                Text("Row").id("rowLabel")
                DatePicker("Date", selection: .constant(fixed), displayedComponents: .date).labelsHidden().id("rowPicker")
                Button("OK") {}.id("rowButton")
            }
            .id("row")
        }
        .padding(20)
        .environment(\.timeZone, utc)
        .id("stack")
        let result = RecordedFrames(view, platform: .macOS, window: CGSize(width: 360, height: 320)).result
        let frames = RecordedFrames(result: result)
        // The fields' texts in Inter, standing in for SF, are 4 to 4.5 points wider, "When"'s
        // date and time 4.5 narrower (`date` 136 wide for the recorded 131.5, `dateTime` 198.5
        // for 203, `hidden` 99 for 95): the stack, as wide as its widest field, is 238.5 wide
        // at 60.75 (recorded 243 at 58.5), and every field starts 2.25 after its recorded place.
        withKnownIssue("the date fields' texts are set in Inter, wider than SF's (datepicker/steps: the same)") {
            frames.text("stack", 58.5, 26, 243, 268)
            frames.text("date", 78.5, 46, 131.5, 22)
            frames.text("dateTime", 78.5, 80, 203, 22)
            frames.text("time", 78.5, 114, 118, 22)
            frames.text("hidden", 78.5, 148, 95, 22)
            frames.text("range", 78.5, 182, 141.5, 22)
            frames.text("disabled", 78.5, 216, 122.5, 22)
            frames.text("row", 78.5, 250, 179.5, 24)
            frames.text("rowLabel", 78.5, 254, 26, 16)
            frames.text("rowPicker", 112.5, 251, 95, 22)
            frames.text("rowButton", 215.5, 250, 42.5, 24)
        }
        // A field is 22 tall whatever its text.
        for id in ["date", "dateTime", "time", "hidden", "range", "disabled", "rowPicker"] {
            #expect(result.element(id: id)?.exactFrame.height == 22, "\(id)")
        }
    }

    @Test("ios/datepicker/compact: the form fills the window, its rows 311 wide from 32")
    func iosCompactForm() {
        let form = Form {
            DatePicker("Date", selection: .constant(fixed), displayedComponents: .date).id("date")
            DatePicker("When", selection: .constant(fixed)).id("dateTime")
            DatePicker("Time", selection: .constant(fixed), displayedComponents: .hourAndMinute).id("time")
            DatePicker("Off", selection: .constant(fixed), displayedComponents: .date).disabled(true).id("disabled")
        }
        .environment(\.timeZone, utc)
        .id("form")
        let result = RecordedFrames(form, platform: .iOS, window: CGSize(width: 375, height: 360)).result
        let frames = RecordedFrames(result: result)
        frames.exact("form", 0, 0, 375, 360)
        frames.text("date", 32, 50, 311, 38.5)
        frames.text("dateTime", 32, 118.5, 311, 40)
        frames.text("time", 32, 188.5, 311, 40)
        frames.text("disabled", 32, 258.5, 311, 38.5)
        for id in ["date", "dateTime", "time", "disabled"] {
            let frame = result.element(id: id)?.exactFrame
            #expect(frame.map { [$0.minX, $0.width] } == [32, 311], "\(id)")
        }
    }
}
