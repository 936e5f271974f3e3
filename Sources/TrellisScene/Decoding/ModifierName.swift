import Foundation

/// The modifiers of the scene format: SwiftUI's names.
enum ModifierName: String, CaseIterable {
    case id
    case frame
    case padding
    case fixedSize
    case layoutPriority
    case offset
    case position
    case aspectRatio
    case overlay
    case background
    case alignmentGuide
    case environment
    case gridCellColumns
    case gridColumnAlignment
    case gridCellAnchor
    case gridCellUnsizedAxes
    case font
    case fontWeight
    case bold
    case italic
    case monospacedDigit
    case lineLimit
    case truncationMode
    case multilineTextAlignment
    case lineSpacing
    case minimumScaleFactor
    case defaultScrollAnchor
    case zIndex
    case hidden
    case clipped
    case clipShape
    case cornerRadius
    case contentMargins
    case ignoresSafeArea
    case safeAreaInset
    case safeAreaPadding
    case scrollPosition
    case scrollClipDisabled
    case containerRelativeFrame
    case resizable
    case renderingMode
    case interpolation
    case antialiased
    case scaledToFit
    case scaledToFill
    case imageScale
    case labelStyle
    case listStyle
    case formStyle
    case listRowInsets
    case listRowSeparator
    case listRowBackground
    case listSectionSpacing
    case scrollContentBackground
    case listRowSpacing

    static var accepted: String { "one of: " + allCases.map(\.rawValue).joined(separator: ", ") }
}
