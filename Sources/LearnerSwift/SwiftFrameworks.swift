/// The Core Graphics value types the chapters' UIKit uses, written in the subset itself.
///
/// They are compiled before the learner's Swift wherever a chapter puts its classes in scope:
/// CGPoint, CGSize, CGRect and CGAffineTransform with the members the books use (Apple's
/// documented API; the transform's matrix as Programming iOS 8, chapter 1 gives it), and
/// UIColor with the named colours UIKit's class properties give, `cgColor` its CGColor, and
/// UIKit's UILayoutPriority (a struct of its raw value, with its named priorities; UIKit's raw
/// value is a Float, which the subset has not: a Double here). Beside
/// them, Dispatch's `DispatchTime` for `asyncAfter(deadline: .now() + 1)`: the model's clock is
/// the chapter's, so a time here is kept as seconds from the moment `now()` was called, and `+`
/// and `-` with seconds are the machine's (`SwiftMachine.arithmetic`).
///
/// `print` writes the first three as Apple's CoreGraphics does, the platform the books teach
/// (`(1.0, 2.0)`, `(1.0, 2.0, 3.0, 4.0)`; Linux's Foundation writes `CGPoint(x: 1.0, y: 2.0)`),
/// see `SwiftMachine.describe`.
enum SwiftFrameworks {
  /// The types whose description is their numbers in parentheses.
  static let tupleLike: Set<String> = ["CGPoint", "CGSize", "CGRect"]
  /// Core Graphics' names before Swift 3 (the books' `CGRectMake`, `CGRectGetMidX`), with the
  /// modern spelling a use of them is answered with: the types are here in every chapter.
  static let renamed: [String: String] = [
    "CGRectMake": "CGRect(x:y:width:height:)", "CGPointMake": "CGPoint(x:y:)", "CGSizeMake": "CGSize(width:height:)",
    "CGAffineTransformMakeRotation": "CGAffineTransform(rotationAngle:)",
    "CGAffineTransformMakeTranslation": "CGAffineTransform(translationX:y:)",
    "CGAffineTransformMakeScale": "CGAffineTransform(scaleX:y:)",
    "CGPointZero": "CGPoint.zero", "CGSizeZero": "CGSize.zero", "CGRectZero": "CGRect.zero", "CGRectNull": "CGRect.null",
    "CGAffineTransformIdentity": "CGAffineTransform.identity", "CGRectGetMinX": "CGRect.minX",
    "CGRectGetMidX": "CGRect.midX", "CGRectGetMaxX": "CGRect.maxX", "CGRectGetMinY": "CGRect.minY",
    "CGRectGetMidY": "CGRect.midY", "CGRectGetMaxY": "CGRect.maxY", "CGRectGetWidth": "CGRect.width",
    "CGRectGetHeight": "CGRect.height", "CGRectInset": "CGRect.insetBy(dx:dy:)", "CGRectOffset": "CGRect.offsetBy(dx:dy:)",
    "CGRectUnion": "CGRect.union(_:)", "CGRectIntersection": "CGRect.intersection(_:)",
    "CGRectIntersectsRect": "CGRect.intersects(_:)", "CGRectContainsPoint": "CGRect.contains(_:)",
    "CGRectContainsRect": "CGRect.contains(_:)", "CGRectIsEmpty": "CGRect.isEmpty", "CGRectIsNull": "CGRect.isNull",
    "CGRectDivide": "CGRect.divided(atDistance:from:)", "CGRectEqualToRect": "==", "CGPointEqualToPoint": "==",
    "CGSizeEqualToSize": "==", "CGPointApplyAffineTransform": "CGPoint.applying(_:)",
    "CGSizeApplyAffineTransform": "CGSize.applying(_:)", "CGRectApplyAffineTransform": "CGRect.applying(_:)",
    "CGAffineTransformConcat": "CGAffineTransform.concatenating(_:)", "CGAffineTransformInvert": "CGAffineTransform.inverted()",
    "CGAffineTransformRotate": "CGAffineTransform.rotated(by:)",
    "CGAffineTransformTranslate": "CGAffineTransform.translatedBy(x:y:)",
    "CGAffineTransformScale": "CGAffineTransform.scaledBy(x:y:)",
  ]

  /// Every type the source declares: a chapter reads their values (the learner's own it keeps
  /// as handles).
  static let types: Set<String> = tupleLike.union([
    "CGAffineTransform", "CGRectEdge", "DispatchTime", "UIColor", "CGColor", "UILayoutPriority",
  ])

  /// The types UIKit imports from Objective-C that print as structs: Swift writes them inside
  /// a collection with the module it gives imported types, `__C`.
  static let imported: Set<String> = ["UILayoutPriority"]

  static let source = """
    struct CGPoint: Equatable {
      var x: CGFloat
      var y: CGFloat
      static var zero: CGPoint { CGPoint(x: 0, y: 0) }
      func applying(_ t: CGAffineTransform) -> CGPoint {
        CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
      }
    }
    struct CGSize: Equatable {
      var width: CGFloat
      var height: CGFloat
      static var zero: CGSize { CGSize(width: 0, height: 0) }
      func applying(_ t: CGAffineTransform) -> CGSize {
        CGSize(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
      }
    }
    enum CGRectEdge {
      case minXEdge, minYEdge, maxXEdge, maxYEdge
    }
    struct CGRect: Equatable {
      var origin: CGPoint
      var size: CGSize
      // Two rectangles are equal when they cover the same area: each is standardized first
      // (CGRectEqualToRect, as Foundation's == on Linux is too).
      static func == (lhs: CGRect, rhs: CGRect) -> Bool {
        let (l, r) = (lhs.standardized, rhs.standardized)
        return l.origin == r.origin && l.size == r.size
      }
      init(origin: CGPoint, size: CGSize) {
        self.origin = origin
        self.size = size
      }
      static var zero: CGRect { CGRect(origin: CGPoint(x: 0, y: 0), size: CGSize(width: 0, height: 0)) }
      var minX: CGFloat { min(origin.x, origin.x + size.width) }
      var maxX: CGFloat { max(origin.x, origin.x + size.width) }
      var midX: CGFloat { (minX + maxX) / 2 }
      var minY: CGFloat { min(origin.y, origin.y + size.height) }
      var maxY: CGFloat { max(origin.y, origin.y + size.height) }
      var midY: CGFloat { (minY + maxY) / 2 }
      var width: CGFloat { abs(size.width) }
      var height: CGFloat { abs(size.height) }
      func offsetBy(dx: CGFloat, dy: CGFloat) -> CGRect {
        CGRect(x: minX + dx, y: minY + dy, width: width, height: height)
      }
      func insetBy(dx: CGFloat, dy: CGFloat) -> CGRect {
        if isNull { return self }
        if width - 2 * dx < 0 || height - 2 * dy < 0 { return CGRect.null }
        return CGRect(x: minX + dx, y: minY + dy, width: width - 2 * dx, height: height - 2 * dy)
      }
      static var null: CGRect { CGRect(x: Double.infinity, y: Double.infinity, width: 0, height: 0) }
      var isNull: Bool { origin.x == Double.infinity || origin.y == Double.infinity }
      var isEmpty: Bool { isNull || size.width == 0 || size.height == 0 }
      var standardized: CGRect { CGRect(x: minX, y: minY, width: width, height: height) }
      func intersection(_ other: CGRect) -> CGRect {
        if isNull || other.isNull { return CGRect.null }
        let left = max(minX, other.minX)
        let right = min(maxX, other.maxX)
        let top = max(minY, other.minY)
        let bottom = min(maxY, other.maxY)
        if left > right || top > bottom { return CGRect.null }
        return CGRect(x: left, y: top, width: right - left, height: bottom - top)
      }
      func union(_ other: CGRect) -> CGRect {
        if isNull { return other }
        if other.isNull { return self }
        let left = min(minX, other.minX)
        let top = min(minY, other.minY)
        return CGRect(x: left, y: top, width: max(maxX, other.maxX) - left, height: max(maxY, other.maxY) - top)
      }
      func intersects(_ other: CGRect) -> Bool { !intersection(other).isNull }
      func contains(_ other: Any) -> Bool {
        if let point = other as? CGPoint {
          return point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
        }
        guard let rect = other as? CGRect else { fatalError("contains(_:) takes a CGPoint or a CGRect") }
        let both = union(rect)
        return both.minX == minX && both.minY == minY && both.width == width && both.height == height
      }
      var integral: CGRect {
        if isNull { return self }
        let left = minX.rounded(.down)
        let top = minY.rounded(.down)
        return CGRect(x: left, y: top, width: maxX.rounded(.up) - left, height: maxY.rounded(.up) - top)
      }
      func divided(atDistance distance: CGFloat, from edge: CGRectEdge) -> (slice: CGRect, remainder: CGRect) {
        let r = standardized
        let across = edge == .minXEdge || edge == .maxXEdge ? r.width : r.height
        let amount = min(max(distance, 0), across)
        switch edge {
        case .minXEdge:
          return (
            CGRect(x: r.minX, y: r.minY, width: amount, height: r.height),
            CGRect(x: r.minX + amount, y: r.minY, width: r.width - amount, height: r.height)
          )
        case .maxXEdge:
          return (
            CGRect(x: r.maxX - amount, y: r.minY, width: amount, height: r.height),
            CGRect(x: r.minX, y: r.minY, width: r.width - amount, height: r.height)
          )
        case .minYEdge:
          return (
            CGRect(x: r.minX, y: r.minY, width: r.width, height: amount),
            CGRect(x: r.minX, y: r.minY + amount, width: r.width, height: r.height - amount)
          )
        case .maxYEdge:
          return (
            CGRect(x: r.minX, y: r.maxY - amount, width: r.width, height: amount),
            CGRect(x: r.minX, y: r.minY, width: r.width, height: r.height - amount)
          )
        }
      }
      func applying(_ t: CGAffineTransform) -> CGRect {
        if isNull { return self }
        let corners = [
          CGPoint(x: minX, y: minY).applying(t), CGPoint(x: maxX, y: minY).applying(t),
          CGPoint(x: minX, y: maxY).applying(t), CGPoint(x: maxX, y: maxY).applying(t),
        ]
        var left = corners[0].x
        var right = corners[0].x
        var top = corners[0].y
        var bottom = corners[0].y
        for corner in corners {
          left = min(left, corner.x)
          right = max(right, corner.x)
          top = min(top, corner.y)
          bottom = max(bottom, corner.y)
        }
        return CGRect(x: left, y: top, width: right - left, height: bottom - top)
      }
    }
    extension CGRect {
      init(x: CGFloat, y: CGFloat, width: CGFloat, height: CGFloat) {
        self.init(origin: CGPoint(x: x, y: y), size: CGSize(width: width, height: height))
      }
    }
    struct CGAffineTransform: Equatable {
      var a: CGFloat
      var b: CGFloat
      var c: CGFloat
      var d: CGFloat
      var tx: CGFloat
      var ty: CGFloat
      init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        self.a = a
        self.b = b
        self.c = c
        self.d = d
        self.tx = tx
        self.ty = ty
      }
      static var identity: CGAffineTransform { CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0) }
      var isIdentity: Bool { a == 1 && b == 0 && c == 0 && d == 1 && tx == 0 && ty == 0 }
      func concatenating(_ t: CGAffineTransform) -> CGAffineTransform {
        CGAffineTransform(
          a: a * t.a + b * t.c, b: a * t.b + b * t.d, c: c * t.a + d * t.c, d: c * t.b + d * t.d,
          tx: tx * t.a + ty * t.c + t.tx, ty: tx * t.b + ty * t.d + t.ty)
      }
      func rotated(by angle: CGFloat) -> CGAffineTransform {
        CGAffineTransform(rotationAngle: angle).concatenating(self)
      }
      func translatedBy(x: CGFloat, y: CGFloat) -> CGAffineTransform {
        CGAffineTransform(translationX: x, y: y).concatenating(self)
      }
      func scaledBy(x: CGFloat, y: CGFloat) -> CGAffineTransform {
        CGAffineTransform(scaleX: x, y: y).concatenating(self)
      }
      func inverted() -> CGAffineTransform {
        let determinant = a * d - b * c
        if determinant == 0 { return self }
        return CGAffineTransform(
          a: d / determinant, b: -b / determinant, c: -c / determinant, d: a / determinant,
          tx: (c * ty - d * tx) / determinant, ty: (b * tx - a * ty) / determinant)
      }
    }
    struct UIColor {
      var red: CGFloat
      var green: CGFloat
      var blue: CGFloat
      var alpha: CGFloat
      var isGray: Bool
      init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
        isGray = false
      }
      init(white: CGFloat, alpha: CGFloat) {
        red = white
        green = white
        blue = white
        self.alpha = alpha
        isGray = true
      }
      init(cgColor: CGColor) {
        self.init(red: cgColor.red, green: cgColor.green, blue: cgColor.blue, alpha: cgColor.alpha)
      }
      static var black: UIColor { UIColor(white: 0, alpha: 1) }
      static var darkGray: UIColor { UIColor(white: 1.0 / 3, alpha: 1) }
      static var lightGray: UIColor { UIColor(white: 2.0 / 3, alpha: 1) }
      static var white: UIColor { UIColor(white: 1, alpha: 1) }
      static var gray: UIColor { UIColor(white: 0.5, alpha: 1) }
      static var clear: UIColor { UIColor(white: 0, alpha: 0) }
      static var red: UIColor { UIColor(red: 1, green: 0, blue: 0, alpha: 1) }
      static var green: UIColor { UIColor(red: 0, green: 1, blue: 0, alpha: 1) }
      static var blue: UIColor { UIColor(red: 0, green: 0, blue: 1, alpha: 1) }
      static var cyan: UIColor { UIColor(red: 0, green: 1, blue: 1, alpha: 1) }
      static var yellow: UIColor { UIColor(red: 1, green: 1, blue: 0, alpha: 1) }
      static var magenta: UIColor { UIColor(red: 1, green: 0, blue: 1, alpha: 1) }
      static var orange: UIColor { UIColor(red: 1, green: 0.5, blue: 0, alpha: 1) }
      static var purple: UIColor { UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1) }
      static var brown: UIColor { UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1) }
      var cgColor: CGColor { CGColor(red: red, green: green, blue: blue, alpha: alpha) }
      func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        isGray ? UIColor(white: red, alpha: alpha) : UIColor(red: red, green: green, blue: blue, alpha: alpha)
      }
    }
    struct UILayoutPriority {
      var rawValue: Double
      init(_ rawValue: Double) { self.rawValue = rawValue }
      init(rawValue: Double) { self.rawValue = rawValue }
      static var required: UILayoutPriority { UILayoutPriority(rawValue: 1000) }
      static var defaultHigh: UILayoutPriority { UILayoutPriority(rawValue: 750) }
      static var defaultLow: UILayoutPriority { UILayoutPriority(rawValue: 250) }
      static var fittingSizeLevel: UILayoutPriority { UILayoutPriority(rawValue: 50) }
    }
    struct CGColor {
      var red: CGFloat
      var green: CGFloat
      var blue: CGFloat
      var alpha: CGFloat
    }
    struct DispatchTime {
      var secondsFromNow: Double
      static func now() -> DispatchTime { DispatchTime(secondsFromNow: 0) }
    }
    extension CGAffineTransform {
      init(rotationAngle angle: CGFloat) {
        self.init(a: cos(angle), b: sin(angle), c: -sin(angle), d: cos(angle), tx: 0, ty: 0)
      }
      init(translationX x: CGFloat, y: CGFloat) {
        self.init(a: 1, b: 0, c: 0, d: 1, tx: x, ty: y)
      }
      init(scaleX x: CGFloat, y: CGFloat) {
        self.init(a: x, b: 0, c: 0, d: y, tx: 0, ty: 0)
      }
    }
    """
}
