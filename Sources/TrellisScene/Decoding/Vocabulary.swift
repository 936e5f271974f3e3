import Foundation
import Trellis

/// The scene format's named values: SwiftUI's static member names.
enum Vocabulary {
    static let horizontalAlignments = Names<HorizontalAlignment>("a horizontal alignment", [
        ("leading", .leading), ("center", .center), ("trailing", .trailing),
    ])

    static let verticalAlignments = Names<VerticalAlignment>("a vertical alignment", [
        ("top", .top), ("center", .center), ("bottom", .bottom),
        ("firstTextBaseline", .firstTextBaseline), ("lastTextBaseline", .lastTextBaseline),
    ])

    static let alignments = Names<Alignment>("an alignment", [
        ("center", .center), ("leading", .leading), ("trailing", .trailing), ("top", .top), ("bottom", .bottom),
        ("topLeading", .topLeading), ("topTrailing", .topTrailing),
        ("bottomLeading", .bottomLeading), ("bottomTrailing", .bottomTrailing),
        ("centerFirstTextBaseline", .centerFirstTextBaseline), ("centerLastTextBaseline", .centerLastTextBaseline),
        ("leadingFirstTextBaseline", .leadingFirstTextBaseline), ("leadingLastTextBaseline", .leadingLastTextBaseline),
        ("trailingFirstTextBaseline", .trailingFirstTextBaseline), ("trailingLastTextBaseline", .trailingLastTextBaseline),
    ])

    static let depthAlignments = Names<DepthAlignment>("a depth alignment", [
        ("front", .front), ("center", .center), ("back", .back),
    ])

    static let alignments3D = Names<Alignment3D>("a 3D alignment", [
        ("center", .center), ("front", .front), ("back", .back),
        ("top", .top), ("topFront", .topFront), ("topBack", .topBack),
        ("bottom", .bottom), ("bottomFront", .bottomFront), ("bottomBack", .bottomBack),
        ("leading", .leading), ("leadingFront", .leadingFront), ("leadingBack", .leadingBack),
        ("trailing", .trailing), ("trailingFront", .trailingFront), ("trailingBack", .trailingBack),
        ("topLeading", .topLeading), ("topLeadingFront", .topLeadingFront), ("topLeadingBack", .topLeadingBack),
        ("topTrailing", .topTrailing), ("topTrailingFront", .topTrailingFront), ("topTrailingBack", .topTrailingBack),
        ("bottomLeading", .bottomLeading), ("bottomLeadingFront", .bottomLeadingFront), ("bottomLeadingBack", .bottomLeadingBack),
        ("bottomTrailing", .bottomTrailing), ("bottomTrailingFront", .bottomTrailingFront), ("bottomTrailingBack", .bottomTrailingBack),
    ])

    static let unitPoints = Names<UnitPoint>("a unit point", [
        ("zero", .zero), ("center", .center), ("leading", .leading), ("trailing", .trailing), ("top", .top),
        ("bottom", .bottom), ("topLeading", .topLeading), ("topTrailing", .topTrailing),
        ("bottomLeading", .bottomLeading), ("bottomTrailing", .bottomTrailing),
    ])

    static let contentMarginPlacements = Names<ContentMarginPlacement>("a content margin placement", [
        ("automatic", .automatic), ("scrollContent", .scrollContent), ("scrollIndicators", .scrollIndicators),
    ])

    static let scrollAnchorRoles = Names<ScrollAnchorRole>("a scroll anchor role", [
        ("initialOffset", .initialOffset), ("sizeChanges", .sizeChanges), ("alignment", .alignment),
    ])

    static let safeAreaRegions = Names<SafeAreaRegions>("a safe area region set", [
        ("all", .all), ("container", .container), ("keyboard", .keyboard),
    ])

    static let pinnedViews = Names<PinnedScrollableViews>("pinned views", [
        ("sectionHeaders", .sectionHeaders), ("sectionFooters", .sectionFooters),
    ])

    static let edges = Names<Edge>("an edge", [("top", .top), ("leading", .leading), ("bottom", .bottom), ("trailing", .trailing)])

    static let edgeSets = Names<Edge.Set>("an edge set", [
        ("all", .all), ("horizontal", .horizontal), ("vertical", .vertical),
        ("top", .top), ("leading", .leading), ("bottom", .bottom), ("trailing", .trailing),
    ])

    static let axes = Names<Axis.Set>("an axis", [("horizontal", .horizontal), ("vertical", .vertical)])

    static let contentModes = Names<ContentMode>("a content mode", [("fit", .fit), ("fill", .fill)])

    static let layoutDirections = Names<LayoutDirection>("a layout direction", [
        ("leftToRight", .leftToRight), ("rightToLeft", .rightToLeft),
    ])

    static let colors = Names<Color>("a color name", [
        ("black", .black), ("white", .white), ("gray", .gray), ("red", .red), ("green", .green), ("blue", .blue),
        ("orange", .orange), ("yellow", .yellow), ("pink", .pink), ("purple", .purple), ("mint", .mint),
        ("teal", .teal), ("cyan", .cyan), ("indigo", .indigo), ("brown", .brown), ("primary", .primary),
        ("secondary", .secondary), ("clear", .clear), ("accentColor", .accentColor),
    ])

    static let textStyles = Names<Font.TextStyle>("a text style", [
        ("largeTitle", .largeTitle), ("title", .title), ("title2", .title2), ("title3", .title3),
        ("headline", .headline), ("subheadline", .subheadline), ("body", .body), ("callout", .callout),
        ("footnote", .footnote), ("caption", .caption), ("caption2", .caption2),
    ])

    static let fontWeights = Names<Font.Weight>("a font weight", [
        ("ultraLight", .ultraLight), ("thin", .thin), ("light", .light), ("regular", .regular),
        ("medium", .medium), ("semibold", .semibold), ("bold", .bold), ("heavy", .heavy), ("black", .black),
    ])

    static let fontDesigns = Names<Font.Design>("a font design", [
        ("default", .default), ("serif", .serif), ("rounded", .rounded), ("monospaced", .monospaced),
    ])

    static let truncationModes = Names<Text.TruncationMode>("a truncation mode", [
        ("head", .head), ("middle", .middle), ("tail", .tail),
    ])

    static let textAlignments = Names<TextAlignment>("a text alignment", [
        ("leading", .leading), ("center", .center), ("trailing", .trailing),
    ])

    static let roundedCornerStyles = Names<RoundedCornerStyle>("a corner style", [
        ("circular", .circular), ("continuous", .continuous),
    ])
}
