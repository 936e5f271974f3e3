// CoreGraphics's line-style enumerations, which SwiftUI's `StrokeStyle` uses.

/// Styles for rendering the endpoint of a stroked line.
public enum CGLineCap: Int32, Sendable, Hashable {
    /// A line with a squared-off end, at the endpoint.
    case butt = 0
    /// A line with a rounded end: a half circle past the endpoint.
    case round = 1
    /// A line with a squared-off end, half the line width past the endpoint.
    case square = 2
}

/// Junction types for stroked lines.
public enum CGLineJoin: Int32, Sendable, Hashable {
    /// A join with a sharp (angled) corner.
    case miter = 0
    /// A join with a rounded end.
    case round = 1
    /// A join with a squared-off end.
    case bevel = 2
}
