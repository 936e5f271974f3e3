import Foundation
import Testing
import Trellis

/// `DatePicker`'s layout (docs/semantics.md, "Controls"). Sources: the swiftui-web goldens
/// `ios/datepicker/compact` (iOS 26 iPhone simulator) and `datepicker/basic` (macOS 26), at
/// github.com/iamcgn/swiftui-web, Fixtures/Goldens/…/frames.json. With the square test font a
/// 24.5 pt font's line is 24.5 tall, the recorded body line; the pickers are offered 800 points so
/// the square glyphs fit.
@Suite("Date picker layout")
@MainActor
struct DatePickerTests {
    /// 15 March 2025, 15:09 UTC (the goldens' date).
    static let date = Date(timeIntervalSinceReferenceDate: 763_744_140)

    static func layout<V: View>(_ view: V, on platform: TargetPlatform = .iOS, width: CGFloat = 800) -> LayoutResult {
        var environment = EnvironmentValues()
        environment.targetPlatform = platform
        environment.displayScale = 2   // the goldens are recorded at 2×
        environment.timeZone = TimeZone(identifier: "UTC")!
        environment.locale = Locale(identifier: "en_US")
        return VStack(alignment: .leading) { view.id("p") }
            .layout(in: ProposedViewSize(width: width, height: 400), environment: environment, fonts: .testFont)
    }

    static func size<V: View>(_ view: V, on platform: TargetPlatform = .iOS) -> CGSize? {
        layout(view, on: platform).frame(of: "p")?.size
    }

    /// The texts the picker draws, in order.
    static func texts<V: View>(_ view: V, on platform: TargetPlatform = .iOS) -> [String] {
        layout(view, on: platform).elements.compactMap { element -> String? in
            guard case let .text(drawing)? = element.drawing else { return nil }
            return drawing.lines.map(\.text).joined(separator: " ")
        }
    }

    @Test("an iOS date picker fills the width; a date alone is its 24.5 line padded 7 above and below (ios/datepicker/compact: 38.5 tall)")
    func iosDate() {
        let picker = DatePicker("Date", selection: .constant(Self.date), displayedComponents: .date).font(.system(size: 24.5))
        #expect(Self.size(picker) == CGSize(width: 800, height: 38.5))
    }

    @Test("an iOS date picker showing the time is 40 tall (ios/datepicker/compact: dateTime and time)")
    func iosTime() {
        let both = DatePicker("When", selection: .constant(Self.date)).font(.system(size: 24.5))
        let time = DatePicker("Time", selection: .constant(Self.date), displayedComponents: .hourAndMinute).font(.system(size: 24.5))
        #expect(Self.size(both) == CGSize(width: 800, height: 40))
        #expect(Self.size(time) == CGSize(width: 800, height: 40))
    }

    @Test("an iOS date picker shows its date and its time in the environment's locale and time zone (a narrow space before PM, as ICU writes it)")
    func iosTexts() {
        let picker = DatePicker("When", selection: .constant(Self.date))
        #expect(Self.texts(picker) == ["When", "Mar 15, 2025", "3:09\u{202F}PM"])
    }

    @Test("with its label hidden an iOS date picker is its pills alone")
    func iosHidden() {
        let picker = DatePicker("Date", selection: .constant(Self.date), displayedComponents: .date).labelsHidden()
        let size = Self.size(picker)
        #expect(size.map { $0.width < 800 } == true)
        #expect(Self.texts(picker) == ["Mar 15, 2025"])
    }

    @Test("a macOS date picker is 22 tall, its label 8 before a numeric field (datepicker/basic)")
    func macField() {
        let picker = DatePicker("Date", selection: .constant(Self.date), displayedComponents: .date)
        #expect(Self.size(picker, on: .macOS)?.height == 22)
        #expect(Self.texts(picker, on: .macOS) == ["Date", "3/15/2025"])
        let hidden = Self.size(picker.labelsHidden(), on: .macOS)
        let labelled = Self.size(picker, on: .macOS)
        // The label "Date" is 4 glyphs of 13 pt in the test font, then 8.
        #expect(labelled.map(\.width) == hidden.map { $0.width + 4 * 13 + 8 })
    }

    @Test("the compact style drops the macOS stepper")
    func macCompact() {
        let picker = DatePicker("Date", selection: .constant(Self.date), displayedComponents: .date).labelsHidden()
        let field = Self.size(picker, on: .macOS)
        let compact = Self.size(picker.datePickerStyle(.compact), on: .macOS)
        #expect(compact.map(\.width) == field.map { $0.width - 13 - 3 })
    }

    @Test("a selection that is not a date is reported and shown as the reference date")
    func nanDate() {
        let picker = DatePicker("Date", selection: .constant(Date(timeIntervalSinceReferenceDate: .nan)), displayedComponents: .date)
        let result = Self.layout(picker)
        #expect(result.diagnostics.contains { $0.message.contains("not a date") })
        #expect(Self.texts(picker) == ["Date", "Jan 1, 2001"])
    }

    @Test("in an iOS form, date picker rows are their height + 30 apart (ios/datepicker/compact: 50, 118.5, 188.5, 258.5)")
    func inForm() {
        var environment = EnvironmentValues()
        environment.displayScale = 2
        let date = Binding.constant(Self.date)
        let form = Form {
            DatePicker("Date", selection: date, displayedComponents: .date).id("date")
            DatePicker("When", selection: date).id("dateTime")
            DatePicker("Time", selection: date, displayedComponents: .hourAndMinute).id("time")
            DatePicker("Off", selection: date, displayedComponents: .date).disabled(true).id("disabled")
        }
        .font(.system(size: 24.5))
        // 800 wide rather than the recorded 375, so that the square test glyphs fit on one line.
        let result = form.layout(in: ProposedViewSize(width: 800, height: 360), environment: environment, fonts: .testFont)
        #expect(result.frame(of: "date") == CGRect(x: 32, y: 50, width: 736, height: 38.5))
        #expect(result.frame(of: "dateTime") == CGRect(x: 32, y: 118.5, width: 736, height: 40))
        #expect(result.frame(of: "time") == CGRect(x: 32, y: 188.5, width: 736, height: 40))
        #expect(result.frame(of: "disabled") == CGRect(x: 32, y: 258.5, width: 736, height: 38.5))
    }
}
