import Foundation

/// The identity of a guide: the `AlignmentID` type and the axis it measures.
///
/// A key is one pointer to the guide's entry in a process-wide registry (one entry per type
/// and axis, made when an alignment is first created from that type and never freed), so an
/// ``Alignment`` is 16 bytes and keys compare and hash by identity.
struct AlignmentKey: Hashable, Sendable, CustomStringConvertible {
    /// The registered guide. Entries live as long as the process, so the reference need not
    /// be counted.
    private unowned(unsafe) let guide: RegisteredGuide

    init(_ type: any AlignmentID.Type, axis: Axis) {
        guide = RegisteredGuide.registered(type, axis: axis)
    }

    /// The guide's `AlignmentID` type.
    var type: any AlignmentID.Type { guide.type }
    /// The axis the guide measures.
    var axis: Axis { guide.axis }

    static func == (lhs: AlignmentKey, rhs: AlignmentKey) -> Bool { lhs.guide === rhs.guide }
    func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(guide)) }

    var description: String { String(describing: type) }

    /// The fraction of a view's length at which the guide's default value lies, for the
    /// standard edge and centre guides (leading and top 0, centre ½, trailing and bottom 1);
    /// `nil` for any other guide (text baselines, custom guides), whose default is computed.
    var standardFraction: CGFloat? { guide.standardFraction.isNaN ? nil : guide.standardFraction }

    /// Merges the children's explicit values for this guide (see `_combineExplicit`).
    func combine<S: Sequence>(_ values: S) -> CGFloat? where S.Element == CGFloat? {
        var result: CGFloat?
        var n = 0
        for case let value? in values {
            type._combineExplicit(childValue: value, n, into: &result)
            n += 1
        }
        return result
    }
}

/// One guide in the registry behind ``AlignmentKey``: immutable, and never freed.
final class RegisteredGuide: @unchecked Sendable {
    nonisolated(unsafe) let type: any AlignmentID.Type
    let axis: Axis
    /// ``AlignmentKey/standardFraction``, NaN for none: worked out once here, where reading
    /// it is a load (comparing a key with the standard ones reads six globals).
    let standardFraction: CGFloat

    private init(_ type: any AlignmentID.Type, axis: Axis) {
        self.type = type
        self.axis = axis
        // (Each standard type on its own axis only: its default measures that axis.)
        let standard: [ObjectIdentifier: CGFloat] = axis == .horizontal
            ? [ObjectIdentifier(LeadingAlignment.self): 0, ObjectIdentifier(HorizontalCenterAlignment.self): 0.5,
               ObjectIdentifier(TrailingAlignment.self): 1]
            : [ObjectIdentifier(TopAlignment.self): 0, ObjectIdentifier(VerticalCenterAlignment.self): 0.5,
               ObjectIdentifier(BottomAlignment.self): 1]
        standardFraction = standard[ObjectIdentifier(type)] ?? .nan
    }

    private struct Identity: Hashable {
        let type: ObjectIdentifier
        let axis: Axis
    }

    /// Every guide registered so far, behind `lock` (alignments are created from any thread).
    nonisolated(unsafe) private static var registry: [Identity: RegisteredGuide] = [:]
    private static let lock = NSLock()

    /// The registry's entry for `type` on `axis`, made on first use.
    static func registered(_ type: any AlignmentID.Type, axis: Axis) -> RegisteredGuide {
        let identity = Identity(type: ObjectIdentifier(type), axis: axis)
        lock.lock()
        defer { lock.unlock() }
        if let known = registry[identity] { return known }
        let guide = RegisteredGuide(type, axis: axis)
        registry[identity] = guide
        return guide
    }
}
