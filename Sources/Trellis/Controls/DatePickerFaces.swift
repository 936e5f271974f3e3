import Foundation

// The graphical and wheel date pickers' faces, built of views at the sizes measured on Apple's
// SwiftUI: macOS 26.2's calendar and clock (swiftui-web `datepicker/graphical`, `clock` and
// `looks`, and the measurements written up beside them, Docs/elements/DatePicker.md) and iOS
// 26's wheel (`ios/datepicker/wheel`). Their sizes are recorded; what is drawn inside them
// follows the write-up's pixel measurements where it gives them, and is an estimate where it
// does not (each marked so).

extension ControlMetrics {
    /// macOS's graphical calendar: 138.5 × 148 (`datepicker/looks` `rangeCalendar`; 241 × 188
    /// with "Calendar", 8 and 20 of padding in `datepicker/graphical`).
    var calendarSize: CGSize { CGSize(width: 138.5, height: 148) }
    /// macOS's graphical clock: 119 × 119 (`datepicker/clock`: 201.5 × 159 with "Clock", 8 and
    /// 20 of padding).
    var clockSide: CGFloat { 119 }
    /// The space between the calendar and the clock when both show: 18 (`datepicker/looks`
    /// `both`: 275.5 = 138.5 + 18 + 119).
    var calendarClockSpacing: CGFloat { 18 }
    /// iOS's wheel: 320 × 216 for a date and for a time (`ios/datepicker/wheel`); the same for
    /// both (an estimate: UIKit's wheel has one size).
    var wheelSize: CGSize { CGSize(width: 320, height: 216) }
}

/// A month of days as macOS's graphical date picker draws it, `date`'s day selected: the month
/// and year, the weekdays, six weeks of 18.5 × 18 cells (the write-up's measurements).
struct CalendarFace: View {
    let date: Date
    let calendar: Calendar
    let locale: Locale
    let size: CGSize

    var body: some View {
        let month = calendar.dateInterval(of: .month, for: date)?.start ?? date
        let leading = (calendar.component(.weekday, from: month) - calendar.firstWeekday + 7) % 7
        let selected = calendar.component(.day, from: date)
        let days = calendar.range(of: .day, in: .month, for: month)?.count ?? 30
        let previous = calendar.date(byAdding: .month, value: -1, to: month).flatMap { calendar.range(of: .day, in: .month, for: $0)?.count } ?? 30
        let formatter = DateFormatter()
        formatter.locale = locale
        formatter.timeZone = calendar.timeZone
        formatter.setLocalizedDateFormatFromTemplate("MMMMy")
        let title = formatter.string(from: month)
        let symbols = calendar.veryShortWeekdaySymbols
        return ZStack(alignment: .topLeading) {
            RoundedRectangle(cornerRadius: 3).strokeBorder(Color.primary.opacity(0.1), lineWidth: 1)
            Text(title).font(.system(size: 13, weight: .bold)).fixedSize()
                .frame(width: size.width - 6, alignment: .leading).position(x: size.width / 2, y: 10)
            ForEach(0 ..< 7, id: \.self) { column in
                Text(symbols[(column + calendar.firstWeekday - 1) % 7]).font(.system(size: 10, weight: .bold))
                    .foregroundColor(Color(white: 66 / 255)).fixedSize()
                    .position(x: 4 + 18.5 * (CGFloat(column) + 0.5), y: 30)
            }
            ForEach(0 ..< 42, id: \.self) { cell in
                let day = cell - leading + 1
                let inMonth = day >= 1 && day <= days
                let shown = inMonth ? day : (day < 1 ? previous + day : day - days)
                Text("\(shown)").font(.system(size: 11)).foregroundColor(inMonth ? .primary : .secondary).fixedSize()
                    .frame(width: 16.5, alignment: .trailing)
                    .background { if inMonth && day == selected { RoundedRectangle(cornerRadius: 4).fill(Color(white: 35 / 255, opacity: 0.25)) } }
                    .position(x: 4 + 18.5 * CGFloat(cell % 7) + 8.25, y: 47 + 18 * CGFloat(cell / 7))
            }
        }
        .frame(width: size.width, height: size.height)
    }
}

/// macOS's graphical clock: a dial with its numerals and `date`'s hands, the period under the
/// centre (the write-up's measurements; the hands' widths estimated).
struct ClockFace: View {
    let date: Date
    let calendar: Calendar
    let side: CGFloat

    var body: some View {
        let hour = calendar.component(.hour, from: date)
        let minute = calendar.component(.minute, from: date)
        let centre = CGPoint(x: side / 2, y: side / 2)
        return ZStack(alignment: .topLeading) {
            Circle().fill(Color(red: 252 / 255, green: 253 / 255, blue: 254 / 255))
            Circle().strokeBorder(Color(white: 118 / 255), lineWidth: 6)
            ForEach(1 ..< 13, id: \.self) { numeral in
                let angle = Double(numeral) / 12 * 2 * .pi
                Text("\(numeral)").font(.system(size: 13)).fixedSize()
                    .position(x: centre.x + 48.5 * CGFloat(sin(angle)) - 13, y: centre.y - 48.5 * CGFloat(cos(angle)))
            }
            Text(hour < 12 ? "AM" : "PM").font(.system(size: 13, weight: .medium)).foregroundColor(Color(white: 170 / 255)).fixedSize()
                .position(x: centre.x, y: centre.y + 17.5)
            ClockHand(length: 36, width: 3, angle: (Double(hour % 12) + Double(minute) / 60) / 12 * 360, centre: centre)
            ClockHand(length: 52, width: 2, angle: Double(minute) / 60 * 360, centre: centre)
            Circle().fill(Color.primary).frame(width: 9, height: 9).position(centre)
        }
        .frame(width: side, height: side)
    }
}

/// A clock's hand from its centre, turned `angle` degrees clockwise from twelve.
private struct ClockHand: View {
    let length: CGFloat
    let width: CGFloat
    let angle: Double
    let centre: CGPoint

    var body: some View {
        Capsule().fill(Color.primary).frame(width: width, height: length)
            .rotationEffect(.degrees(angle), anchor: .bottom)
            .position(x: centre.x, y: centre.y - length / 2)
    }
}

/// iOS's wheel: its columns (the month, the day and the year; or the hour, the minute and the
/// period), five rows each around a highlighted band, `date`'s row in the band. The rows'
/// pitch and the band are estimates; the size is recorded.
struct WheelFace: View {
    let date: Date
    let calendar: Calendar
    let locale: Locale
    let components: DatePickerComponents
    let size: CGSize

    var body: some View {
        let columns = wheelColumns()
        let pitch: CGFloat = 34
        return ZStack {
            RoundedRectangle(cornerRadius: 8).fill(Color(white: 0.5, opacity: 0.12)).frame(height: pitch)
            HStack(spacing: 0) {
                ForEach(0 ..< columns.count, id: \.self) { column in
                    VStack(spacing: 0) {
                        ForEach(0 ..< 5, id: \.self) { row in
                            Text(columns[column][row]).font(.system(size: 21)).lineLimit(1)
                                .opacity(row == 2 ? 1 : 0.35).frame(height: pitch)
                        }
                    }
                    .frame(maxWidth: .infinity)
                }
            }
        }
        .padding(.horizontal, 12)
        .frame(width: size.width, height: size.height)
        .clipped()
    }

    /// Each column's five rows, the selected value in the middle.
    private func wheelColumns() -> [[String]] {
        func around(_ value: Int, in range: ClosedRange<Int>, _ text: (Int) -> String) -> [String] {
            (-2 ... 2).map { offset in
                let count = range.count
                let wrapped = ((value - range.lowerBound + offset) % count + count) % count + range.lowerBound
                return text(wrapped)
            }
        }
        let formatter = DateFormatter()
        formatter.locale = locale
        var columns: [[String]] = []
        if components.contains(.date) {
            let month = calendar.component(.month, from: date)
            let names: [String] = formatter.monthSymbols
            columns.append(around(month, in: 1 ... 12) { names.indices.contains($0 - 1) ? names[$0 - 1] : "\($0)" })
            columns.append(around(calendar.component(.day, from: date), in: 1 ... 31) { "\($0)" })
            let year = calendar.component(.year, from: date)
            columns.append((-2 ... 2).map { "\(year + $0)" })
        }
        if components.contains(.hourAndMinute) {
            let hour = calendar.component(.hour, from: date)
            columns.append(around(hour % 12 == 0 ? 12 : hour % 12, in: 1 ... 12) { "\($0)" })
            columns.append(around(calendar.component(.minute, from: date), in: 0 ... 59) { String(format: "%02d", $0) })
            let period: [String] = [formatter.amSymbol, formatter.pmSymbol]
            columns.append(hour < 12 ? ["", "", period[0], period[1], ""] : ["", period[0], period[1], "", ""])
        }
        return columns
    }
}
