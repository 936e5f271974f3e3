import Foundation

/// A set of accessibility traits that describe how an element behaves.
///
/// ```swift
/// Text("Settings").accessibilityAddTraits(.isHeader)
/// ```
///
/// Trellis gives views the traits SwiftUI gives them (a `Button` ``isButton``, a `Text`
/// ``isStaticText``, an `Image` ``isImage``) in ``LayoutResult/accessibilityElements``, where
/// they are listed by name (`names`).
public struct AccessibilityTraits: SetAlgebra, Sendable {
    /// The traits as bits, one per static member, in the order of ``all``.
    let bits: UInt32

    init(bits: UInt32) { self.bits = bits }

    /// The accessibility element is a button.
    public static let isButton = AccessibilityTraits(bits: 1 << 0)
    /// The accessibility element is a header that divides content into sections, like the
    /// title of a navigation bar.
    public static let isHeader = AccessibilityTraits(bits: 1 << 1)
    /// The accessibility element is currently selected.
    public static let isSelected = AccessibilityTraits(bits: 1 << 2)
    /// The accessibility element is a link.
    public static let isLink = AccessibilityTraits(bits: 1 << 3)
    /// The accessibility element is a search field.
    public static let isSearchField = AccessibilityTraits(bits: 1 << 4)
    /// The accessibility element is an image.
    public static let isImage = AccessibilityTraits(bits: 1 << 5)
    /// The accessibility element plays its own sound when activated.
    public static let playsSound = AccessibilityTraits(bits: 1 << 6)
    /// The accessibility element behaves as a keyboard key.
    public static let isKeyboardKey = AccessibilityTraits(bits: 1 << 7)
    /// The accessibility element is a static text that cannot be modified by the user.
    public static let isStaticText = AccessibilityTraits(bits: 1 << 8)
    /// The accessibility element provides summary information when the application starts.
    public static let isSummaryElement = AccessibilityTraits(bits: 1 << 9)
    /// The accessibility element frequently updates its label or value.
    public static let updatesFrequently = AccessibilityTraits(bits: 1 << 10)
    /// The accessibility element starts a media session when it is activated.
    public static let startsMediaSession = AccessibilityTraits(bits: 1 << 11)
    /// The accessibility element allows direct touch interaction for VoiceOver users.
    public static let allowsDirectInteraction = AccessibilityTraits(bits: 1 << 12)
    /// The accessibility element causes an automatic page turn when VoiceOver finishes
    /// reading the text within it.
    public static let causesPageTurn = AccessibilityTraits(bits: 1 << 13)
    /// The accessibility element is modal.
    public static let isModal = AccessibilityTraits(bits: 1 << 14)
    /// The accessibility element is a toggle.
    public static let isToggle = AccessibilityTraits(bits: 1 << 15)
    /// The accessibility element is a tab bar.
    public static let isTabBar = AccessibilityTraits(bits: 1 << 16)

    /// Every trait with its name, in the order ``names`` lists them.
    static let all: [(name: String, trait: AccessibilityTraits)] = [
        ("isButton", .isButton), ("isHeader", .isHeader), ("isSelected", .isSelected), ("isLink", .isLink),
        ("isSearchField", .isSearchField), ("isImage", .isImage), ("playsSound", .playsSound),
        ("isKeyboardKey", .isKeyboardKey), ("isStaticText", .isStaticText), ("isSummaryElement", .isSummaryElement),
        ("updatesFrequently", .updatesFrequently), ("startsMediaSession", .startsMediaSession),
        ("allowsDirectInteraction", .allowsDirectInteraction), ("causesPageTurn", .causesPageTurn),
        ("isModal", .isModal), ("isToggle", .isToggle), ("isTabBar", .isTabBar),
    ]

    /// The names of the traits in the set (`"isButton"`…), in declaration order.
    var names: [String] { Self.all.filter { contains($0.trait) }.map(\.name) }

    /// The set of the traits named `names`; unknown names are left out.
    init(names: [String]) {
        self = AccessibilityTraits(Self.all.filter { names.contains($0.name) }.map(\.trait))
    }

    /// Creates an empty set of traits.
    public init() { bits = 0 }

    /// Returns a new set with the traits of this set and `other`.
    public func union(_ other: AccessibilityTraits) -> AccessibilityTraits { AccessibilityTraits(bits: bits | other.bits) }
    /// Adds the traits of `other` to this set.
    public mutating func formUnion(_ other: AccessibilityTraits) { self = union(other) }
    /// Returns a new set with the traits common to this set and `other`.
    public func intersection(_ other: AccessibilityTraits) -> AccessibilityTraits { AccessibilityTraits(bits: bits & other.bits) }
    /// Removes the traits of this set that are not in `other`.
    public mutating func formIntersection(_ other: AccessibilityTraits) { self = intersection(other) }
    /// Returns a new set with the traits in this set or `other`, but not in both.
    public func symmetricDifference(_ other: AccessibilityTraits) -> AccessibilityTraits {
        AccessibilityTraits(bits: bits ^ other.bits)
    }
    /// Keeps the traits in this set or `other`, but not in both.
    public mutating func formSymmetricDifference(_ other: AccessibilityTraits) { self = symmetricDifference(other) }
    /// Whether every trait of `member` is in this set.
    public func contains(_ member: AccessibilityTraits) -> Bool { bits & member.bits == member.bits }
    /// Adds `newMember`; returns whether it was missing, and the member after inserting.
    @discardableResult
    public mutating func insert(_ newMember: AccessibilityTraits) -> (inserted: Bool, memberAfterInsert: AccessibilityTraits) {
        if contains(newMember) { return (false, intersection(newMember)) }
        formUnion(newMember)
        return (true, newMember)
    }
    /// Removes `member`'s traits; returns the traits removed, or `nil` if none were in the set.
    @discardableResult
    public mutating func remove(_ member: AccessibilityTraits) -> AccessibilityTraits? {
        let removed = intersection(member)
        self = AccessibilityTraits(bits: bits & ~member.bits)
        return removed.bits == 0 ? nil : removed
    }
    /// Inserts `newMember`; returns the traits of it that were already in the set, if any.
    @discardableResult
    public mutating func update(with newMember: AccessibilityTraits) -> AccessibilityTraits? {
        let existing = intersection(newMember)
        formUnion(newMember)
        return existing.bits == 0 ? nil : existing
    }
    /// Whether two sets hold the same traits.
    public static func == (a: AccessibilityTraits, b: AccessibilityTraits) -> Bool { a.bits == b.bits }
}

/// The hierarchy of a heading in relation to other headings.
///
/// ```swift
/// Text("Account").accessibilityHeading(.h2)
/// ```
@frozen public enum AccessibilityHeadingLevel: UInt {
    /// A heading without a hierarchical level.
    case unspecified
    /// Level 1.
    case h1
    /// Level 2.
    case h2
    /// Level 3.
    case h3
    /// Level 4.
    case h4
    /// Level 5.
    case h5
    /// Level 6.
    case h6
}

/// Defines the behavior for the child elements of the new parent element made by
/// ``View/accessibilityElement(children:)``.
///
/// ```swift
/// HStack { Image(systemName: "star"); Text("Favorites") }
///     .accessibilityElement(children: .combine)   // read as "star, Favorites"
/// ```
public struct AccessibilityChildBehavior: Hashable {
    enum Kind: Hashable { case ignore, contain, combine }
    let kind: Kind

    /// Child accessibility elements become hidden: the new element has only the properties
    /// its own modifiers give it.
    public static var ignore: AccessibilityChildBehavior { AccessibilityChildBehavior(kind: .ignore) }
    /// Any child accessibility elements become children of the new accessibility element, a
    /// container they are read within.
    public static var contain: AccessibilityChildBehavior { AccessibilityChildBehavior(kind: .contain) }
    /// Any child accessibility element's properties are merged into the new accessibility
    /// element (labels joined with ", ").
    public static var combine: AccessibilityChildBehavior { AccessibilityChildBehavior(kind: .combine) }
}

/// The structure that defines the kinds of available accessibility actions.
///
/// ```swift
/// Text("Message").accessibilityAction(.escape) { dismiss() }
/// ```
public struct AccessibilityActionKind: Equatable, Sendable {
    /// The action's name as ``LayoutResult/AccessibilityElement/actions`` lists it.
    let name: String

    /// The value that represents the default accessibility action (VoiceOver's activate).
    public static let `default` = AccessibilityActionKind(name: "default")
    /// The value that represents an action that cancels a pending accessibility action.
    public static let escape = AccessibilityActionKind(name: "escape")
    /// The value that represents a magic tap (a two-finger double tap).
    public static let magicTap = AccessibilityActionKind(name: "magicTap")

    /// Creates an action kind named `name`.
    public init(named name: Text) { self.name = name.content }

    init(name: String) { self.name = name }
}

/// A directional indicator you use when making an accessibility adjustment.
public enum AccessibilityAdjustmentDirection: Sendable {
    /// Increment an adjustable component.
    case increment
    /// Decrement an adjustable component.
    case decrement
}

/// Textual context that assistive technologies can use to improve the presentation of
/// spoken text (``View/accessibilityTextContentType(_:)``).
public struct AccessibilityTextContentType: Sendable {
    /// The type's name as ``LayoutResult/AccessibilityElement/textContentType`` gives it.
    let name: String

    /// A type that represents generic text that has no specific type.
    public static let plain = AccessibilityTextContentType(name: "plain")
    /// A type that represents text used for input, like in the Terminal app.
    public static let console = AccessibilityTextContentType(name: "console")
    /// A type that represents text used by a file browser, like in the Finder app.
    public static let fileSystem = AccessibilityTextContentType(name: "fileSystem")
    /// A type that represents text used in a message, like in the Messages app.
    public static let messaging = AccessibilityTextContentType(name: "messaging")
    /// A type that represents text used in a story or poem, like in the Books app.
    public static let narrative = AccessibilityTextContentType(name: "narrative")
    /// A type that represents text used in source code, like in Swift Playgrounds.
    public static let sourceCode = AccessibilityTextContentType(name: "sourceCode")
    /// A type that represents text used in a grid of data, like in the Numbers app.
    public static let spreadsheet = AccessibilityTextContentType(name: "spreadsheet")
    /// A type that represents text used in a document, like in the Pages app.
    public static let wordProcessing = AccessibilityTextContentType(name: "wordProcessing")
}

/// An option set that defines the functionality of a view's direct touch area
/// (``View/accessibilityDirectTouch(_:options:)``).
public struct AccessibilityDirectTouchOptions: OptionSet, Sendable {
    /// The options as bits.
    public let rawValue: UInt
    /// Creates the options whose bits are `rawValue`.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Allows a direct touch area to immediately receive touch events without VoiceOver
    /// speaking.
    public static let silentOnTouch = AccessibilityDirectTouchOptions(rawValue: 1 << 0)
    /// Prevents touch passthrough with the direct touch area until an assistive technology,
    /// such as VoiceOver, has activated the direct touch area.
    public static let requiresActivation = AccessibilityDirectTouchOptions(rawValue: 1 << 1)
}

/// Position and direction information of a zoom gesture that someone performs with an
/// assistive technology like VoiceOver (what ``View/accessibilityZoomAction(_:)``'s handler
/// gets; a layout performs none).
public struct AccessibilityZoomGestureAction {
    /// A direction that matches the movement of a zoom gesture performed by an assistive
    /// technology.
    @frozen public enum Direction {
        /// The gesture direction that represents zooming in.
        case zoomIn
        /// The gesture direction that represents zooming out.
        case zoomOut
    }

    /// The zoom gesture's direction.
    public let direction: Direction
    /// The zoom gesture's activation point, normalized to the accessibility element's frame.
    public let location: UnitPoint
    /// The zoom gesture's activation point within the window's coordinate space.
    public let point: CGPoint
}

/// Designates an accessibility action category that is provided and named by the system
/// (``View/accessibilityActions(category:_:)``).
public struct AccessibilityActionCategory: Equatable, Sendable {
    /// The category's name.
    let name: String

    /// A category for default actions.
    public static let `default` = AccessibilityActionCategory(name: "default")
    /// A category for edit actions.
    public static let edit = AccessibilityActionCategory(name: "edit")

    /// Creates a custom category named `name`.
    public init(_ name: Text) { self.name = name.content }
    /// Creates a custom category named by the localized `nameKey`.
    public init(_ nameKey: LocalizedStringKey) { self.name = Text(nameKey).content }
    /// Creates a custom category named `name`.
    @_disfavoredOverload public init(_ name: some StringProtocol) { self.name = String(name) }

    init(name: String) { self.name = name }
}
