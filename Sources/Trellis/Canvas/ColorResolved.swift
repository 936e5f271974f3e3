import Foundation

extension Color {
    /// A colour's concrete components, in linear sRGB (what ``Color/resolve(in:)`` gives).
    @frozen
    public struct Resolved: Hashable, Sendable {
        /// The red component, linear.
        public var linearRed: Float
        /// The green component, linear.
        public var linearGreen: Float
        /// The blue component, linear.
        public var linearBlue: Float
        /// The opacity, 0...1.
        public var opacity: Float

        /// A resolved colour from components in `colorSpace` (Display P3 components are read
        /// as sRGB's: Trellis draws in sRGB).
        public init(colorSpace: RGBColorSpace = .sRGB, red: Float, green: Float, blue: Float, opacity: Float = 1) {
            if colorSpace == .sRGBLinear {
                (linearRed, linearGreen, linearBlue) = (red, green, blue)
            } else {
                (linearRed, linearGreen, linearBlue) = (Self.linear(red), Self.linear(green), Self.linear(blue))
            }
            self.opacity = opacity
        }

        /// The red component in sRGB.
        public var red: Float {
            get { Self.gamma(linearRed) }
            set { linearRed = Self.linear(newValue) }
        }
        /// The green component in sRGB.
        public var green: Float {
            get { Self.gamma(linearGreen) }
            set { linearGreen = Self.linear(newValue) }
        }
        /// The blue component in sRGB.
        public var blue: Float {
            get { Self.gamma(linearBlue) }
            set { linearBlue = Self.linear(newValue) }
        }

        /// sRGB's transfer function undone (extended to negative values by symmetry).
        static func linear(_ c: Float) -> Float {
            let m = abs(c)
            let v = m <= 0.04045 ? m / 12.92 : pow((m + 0.055) / 1.055, 2.4)
            return c < 0 ? -v : v
        }

        /// sRGB's transfer function.
        static func gamma(_ c: Float) -> Float {
            let m = abs(c)
            let v = m <= 0.0031308 ? m * 12.92 : 1.055 * pow(m, 1 / 2.4) - 0.055
            return c < 0 ? -v : v
        }
    }

    /// A colour of `resolved`'s components (drawn clamped to 0...1 in sRGB).
    public init(_ resolved: Resolved) {
        self.init(.sRGB, red: Double(resolved.red), green: Double(resolved.green), blue: Double(resolved.blue), opacity: Double(resolved.opacity))
    }

    /// A colour from hue, saturation and brightness (HSB), each 0...1 (a hue of 1 is red, as 0).
    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
        func unit(_ v: Double) -> Double { v.isNaN ? 0 : min(max(v, 0), 1) }
        let h = unit(hue) * 6, s = unit(saturation), v = unit(brightness)
        let sector = min(Int(h), 5), f = h - Double(Int(h))
        let p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f))
        let (r, g, b): (Double, Double, Double)
        switch sector {
        case 0: (r, g, b) = (v, t, p)
        case 1: (r, g, b) = (q, v, p)
        case 2: (r, g, b) = (p, v, t)
        case 3: (r, g, b) = (p, q, v)
        case 4: (r, g, b) = (t, p, v)
        default: (r, g, b) = (v, p, q)
        }
        self.init(.sRGB, red: r, green: g, blue: b, opacity: opacity)
    }

    /// The colour's components in `environment` (a system colour in its colour scheme; a
    /// gradient's first stop).
    public func resolve(in environment: EnvironmentValues) -> Resolved {
        let color = environment.resolved(self)
        return Resolved(red: Float(color.red), green: Float(color.green), blue: Float(color.blue), opacity: Float(color.opacity))
    }
}

extension Color {
    /// A resolved colour with the high-dynamic-range headroom it may use (`nil`: none set).
    /// Trellis draws in standard range: components above 1 are drawn as 1.
    @frozen
    public struct ResolvedHDR: Hashable, Sendable {
        @usableFromInline var base: Resolved
        @usableFromInline var _headroom: Float

        /// `color` with `headroom` (`nil`: none).
        @_alwaysEmitIntoClient
        public init(_ color: Resolved, headroom: Float? = nil) {
            base = color
            _headroom = headroom ?? .nan
        }

        /// The red component, linear.
        @_alwaysEmitIntoClient public var linearRed: Float {
            get { base.linearRed }
            set { base.linearRed = newValue }
        }
        /// The green component, linear.
        @_alwaysEmitIntoClient public var linearGreen: Float {
            get { base.linearGreen }
            set { base.linearGreen = newValue }
        }
        /// The blue component, linear.
        @_alwaysEmitIntoClient public var linearBlue: Float {
            get { base.linearBlue }
            set { base.linearBlue = newValue }
        }
        /// The red component in sRGB.
        @_alwaysEmitIntoClient public var red: Float {
            get { base.red }
            set { base.red = newValue }
        }
        /// The green component in sRGB.
        @_alwaysEmitIntoClient public var green: Float {
            get { base.green }
            set { base.green = newValue }
        }
        /// The blue component in sRGB.
        @_alwaysEmitIntoClient public var blue: Float {
            get { base.blue }
            set { base.blue = newValue }
        }
        /// The opacity.
        @_alwaysEmitIntoClient public var opacity: Float {
            get { base.opacity }
            set { base.opacity = newValue }
        }
        /// The headroom, `nil` when none is set.
        @_alwaysEmitIntoClient public var headroom: Float? {
            get { _headroom == _headroom ? _headroom : nil }
            set { _headroom = newValue ?? .nan }
        }
    }

    /// The colour's components in `environment`, with no headroom (Trellis's colours are
    /// standard range).
    public func resolveHDR(in environment: EnvironmentValues) -> ResolvedHDR {
        ResolvedHDR(resolve(in: environment))
    }

    /// The colour with its linear components multiplied by 2 to the power `stops` (drawn
    /// clamped to standard range; a gradient's stops each); a `stops` that is not finite
    /// leaves it unchanged.
    @_alwaysEmitIntoClient
    public func exposureAdjust(_ stops: Double) -> Color {
        _linearScale(exp2(Float(stops)))
    }

    @usableFromInline
    func _linearScale(_ factor: Float) -> Color {
        guard factor.isFinite else { return self }
        func scale(_ c: Color) -> Color {
            let r = c.resolve(in: EnvironmentValues())
            return Color(Resolved(
                colorSpace: .sRGBLinear, red: r.linearRed * factor, green: r.linearGreen * factor, blue: r.linearBlue * factor,
                opacity: r.opacity))
        }
        if let box = shading {
            let mapped = box.mapColors(scale)
            let first = mapped.stops.first?.color ?? .clear
            return Color(red: first.red, green: first.green, blue: first.blue, opacity: first.opacity, system: nil, shading: mapped)
        }
        return scale(self)
    }
}
