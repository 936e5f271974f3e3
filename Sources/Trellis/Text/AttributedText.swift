import Foundation

extension AttributeScopes {
    /// The attributes of an `AttributedString` that SwiftUI's `Text` reads, besides Foundation's
    /// (`link`): declared here as SwiftUI declares them, so that `s.font = .title` compiles with
    /// `import SwiftUI` on Linux.
    public struct SwiftUIAttributes: AttributeScope {
        /// The font of a run.
        public let font: FontAttribute
        /// The colour of a run's text.
        public let foregroundColor: ForegroundColorAttribute
        /// The colour behind a run's text (not drawn by Trellis).
        public let backgroundColor: BackgroundColorAttribute
        /// The space added after each character of a run.
        public let kern: KerningAttribute
        /// The space added to each character cluster of a run; wins over kerning.
        public let tracking: TrackingAttribute
        /// How far a run's baseline is raised.
        public let baselineOffset: BaselineOffsetAttribute
        /// The line under a run.
        public let underlineStyle: UnderlineStyleAttribute
        /// The line through a run.
        public let strikethroughStyle: StrikethroughStyleAttribute
        /// Foundation's attributes (`link`).
        public let foundation: AttributeScopes.FoundationAttributes

        /// The key of a run's font.
        public enum FontAttribute: AttributedStringKey {
            /// A font.
            public typealias Value = Font
            /// The attribute's name.
            public static let name = "SwiftUI.Font"
        }

        /// The key of a run's text colour.
        public enum ForegroundColorAttribute: AttributedStringKey {
            /// A colour.
            public typealias Value = Color
            /// The attribute's name.
            public static let name = "SwiftUI.ForegroundColor"
        }

        /// The key of a run's background colour.
        public enum BackgroundColorAttribute: AttributedStringKey {
            /// A colour.
            public typealias Value = Color
            /// The attribute's name.
            public static let name = "SwiftUI.BackgroundColor"
        }

        /// The key of a run's kerning.
        public enum KerningAttribute: AttributedStringKey {
            /// Points added after each character.
            public typealias Value = CGFloat
            /// The attribute's name.
            public static let name = "SwiftUI.Kern"
        }

        /// The key of a run's tracking.
        public enum TrackingAttribute: AttributedStringKey {
            /// Points added to each character cluster.
            public typealias Value = CGFloat
            /// The attribute's name.
            public static let name = "SwiftUI.Tracking"
        }

        /// The key of a run's baseline offset.
        public enum BaselineOffsetAttribute: AttributedStringKey {
            /// Points the baseline is raised.
            public typealias Value = CGFloat
            /// The attribute's name.
            public static let name = "SwiftUI.BaselineOffset"
        }

        /// The key of a run's underline.
        public enum UnderlineStyleAttribute: AttributedStringKey {
            /// The line's style.
            public typealias Value = Text.LineStyle
            /// The attribute's name.
            public static let name = "SwiftUI.UnderlineStyle"
        }

        /// The key of a run's strikethrough.
        public enum StrikethroughStyleAttribute: AttributedStringKey {
            /// The line's style.
            public typealias Value = Text.LineStyle
            /// The attribute's name.
            public static let name = "SwiftUI.StrikethroughStyle"
        }
    }

    /// The attributes SwiftUI's `Text` reads.
    public var swiftUI: SwiftUIAttributes.Type { SwiftUIAttributes.self }
}

extension AttributeDynamicLookup {
    /// The SwiftUI attributes by name: `string.font`, `string.foregroundColor`….
    public subscript<T: AttributedStringKey>(dynamicMember keyPath: KeyPath<AttributeScopes.SwiftUIAttributes, T>) -> T {
        self[T.self]
    }
}

extension Text {
    /// Creates a text view that displays styled attributed content.
    ///
    /// Each run keeps its font, foreground colour, kerning, tracking, baseline offset,
    /// underline, strikethrough and link; where a run sets none, the text's modifiers and the
    /// environment decide, as for any text. (Foundation's inline presentation intents, which
    /// SwiftUI also reads, are not part of Foundation on Linux.) A string literal still makes a
    /// localized string key: Foundation on Linux lets a literal be an `AttributedString` too.
    @_disfavoredOverload
    public init(_ attributedContent: AttributedString) {
        typealias Scope = AttributeScopes.SwiftUIAttributes
        var runs: [TextRun] = []
        for run in attributedContent.runs {
            var attributes = TextAttributes()
            attributes.font = run[Scope.FontAttribute.self]
            attributes.foregroundColor = run[Scope.ForegroundColorAttribute.self]
            attributes.kerning = run[Scope.KerningAttribute.self]
            attributes.tracking = run[Scope.TrackingAttribute.self]
            attributes.baselineOffset = run[Scope.BaselineOffsetAttribute.self]
            attributes.underline = run[Scope.UnderlineStyleAttribute.self].map { TextDecoration(isActive: true, style: $0) }
            attributes.strikethrough = run[Scope.StrikethroughStyleAttribute.self].map { TextDecoration(isActive: true, style: $0) }
            attributes.link = run.link
            runs.append(TextRun(string: String(attributedContent[run.range].characters), attributes: attributes))
        }
        self.init(runs: runs.isEmpty ? [TextRun(string: "")] : runs)
    }
}
