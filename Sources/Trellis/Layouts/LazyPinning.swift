import Foundation

/// Which part of which section of a lazy container a view is (set on the views of a `Section`
/// resolved in a lazy stack in a scroll view).
struct LazySectionRole: Equatable {
    /// A lazy grid's placeholder for rows not resolved is a line of its own, as a header is.
    enum Part: Equatable { case header, content, footer, placeholder }
    let section: Int
    let part: Part
}

/// The layout value that carries a view's ``LazySectionRole``.
struct LazySectionKey: LayoutValueKey {
    static let defaultValue: LazySectionRole? = nil
}

/// Where a lazy stack's pinned section views go: the stack's views' positions along its axis
/// moved so that, within the part of the stack its scroll view shows (`visible`, from the
/// stack's start):
///
/// 1. a pinned header starts at the shown part's start while its section is under it, but
///    never before where it would be and never so far that it passes the section's end (the
///    next section's header pushes it away);
/// 2. a pinned footer ends at the shown part's end while its section is under it, but never
///    after where it would be and never before the end of the section's header.
///
/// Sources: swiftui-web goldens `lazy/pinned-headers`, `lazy/pinned-footers` and
/// `lazy/pinned-both` (macOS 26.2): three sections of a 24-point header, eight 20-point rows and
/// a 16-point footer in a 200-tall scroll view. Scrolled 284 (row b3 at the top), the second
/// header is at 0 over row b3 and the third section's natural; the third footer at 184 (the
/// bottom); scrolled 44 (row b0's bottom on the bottom), the second footer at 184 over row b0.
/// That a header stops at its section's end and a footer at its header's end is derived (the
/// goldens never push one).
struct LazyPinning {
    let pinned: PinnedScrollableViews
    /// The part of the stack its scroll view shows, along the axis, from the stack's start.
    let visible: ClosedRange<CGFloat>

    /// The starts of the views at `spans` (start, length, in order) with the pinned ones moved;
    /// `roles` are the views' section roles.
    func pinnedStarts(_ spans: [(start: CGFloat, length: CGFloat)], roles: [LazySectionRole?]) -> [CGFloat] {
        var starts = spans.map(\.start)
        // Each section's extent and its header's and footer's, from its views'.
        var sections: [Int: (start: CGFloat, end: CGFloat, headerEnd: CGFloat?, header: [Int], footer: [Int])] = [:]
        for (index, role) in roles.enumerated() {
            guard let role else { continue }
            let span = spans[index]
            var section = sections[role.section] ?? (span.start, span.start + span.length, nil, [], [])
            section.start = Swift.min(section.start, span.start)
            section.end = Swift.max(section.end, span.start + span.length)
            switch role.part {
            case .header:
                section.header.append(index)
                section.headerEnd = Swift.max(section.headerEnd ?? span.start, span.start + span.length)
            case .footer: section.footer.append(index)
            case .content, .placeholder: break
            }
            sections[role.section] = section
        }
        for section in sections.values {
            if pinned.contains(.sectionHeaders), let first = section.header.first, let end = section.headerEnd {
                let start = spans[first].start, length = end - start
                let move = Swift.max(Swift.min(visible.lowerBound, section.end - length) - start, 0)
                if move.isFinite, move > 0 { for index in section.header { starts[index] += move } }
            }
            if pinned.contains(.sectionFooters), let first = section.footer.first, let last = section.footer.last {
                let start = spans[first].start, end = spans[last].start + spans[last].length
                let floor = section.headerEnd ?? section.start
                let move = Swift.min(Swift.max(visible.upperBound, floor + (end - start)) - end, 0)
                if move.isFinite, move < 0 { for index in section.footer { starts[index] += move } }
            }
        }
        return starts
    }
}
