// A UIKit interface shim for CI on Linux: the declarations AsyncListUIKit and its example use,
// each with the signature, generic constraints and isolation that Apple's documentation gives
// (the page is cited above each, with its declaration under `apple:`; a class's superclass, which
// the pages list under Inherits From, under `inherits:`). Bodies are stubs: this module exists
// only so that `swiftc -typecheck` can check AsyncListUIKit's calls, into the core for real and
// into UIKit against the documented signatures. It is never shipped and never a product.
// What it cannot check: drawing, layout, animation, cell reuse at run time, undocumented
// behaviour, and what needs the Objective-C runtime (optional protocol requirements are plain
// requirements here, see `differs:` below; selectors).
//
// `.ci/check-uikit-shim` holds every declaration to its `apple:` text.

// UIKit re-exports Foundation (CGFloat, CGPoint, CGRect, IndexPath, NSObject are the real types).
@_exported import Foundation

extension IndexPath {
  // https://developer.apple.com/documentation/foundation/indexpath/item
  // apple: var item: Int { get set }
  // unverified: the page was not among the stored pages; written as the SDK's UIKit extension of IndexPath declares it
  public var item: Int { get { 0 } set {} }
  // https://developer.apple.com/documentation/foundation/indexpath/section
  // apple: var section: Int { get set }
  // unverified: the page was not among the stored pages; written as the SDK's UIKit extension of IndexPath declares it
  public var section: Int { get { 0 } set {} }
  // https://developer.apple.com/documentation/foundation/indexpath/init(item:section:)
  // apple: init(item: Int, section: Int)
  // unverified: UIKit's page was not among the stored pages (the stored page of that name, -rib, documents AppKit's initializer, with the same declaration); written as the SDK's UIKit extension of IndexPath declares it
  public init(item: Int, section: Int) { self.init(indexes: [section, item]) }
}

// https://developer.apple.com/documentation/corefoundation/cgaffinetransform
// apple: struct CGAffineTransform
// unverified: the page was not among the stored pages; written from the SDK (Core Graphics, which UIKit re-exports and Linux's Foundation lacks)
public struct CGAffineTransform {
  // https://developer.apple.com/documentation/corefoundation/cgaffinetransform/identity
  // apple: static var identity: CGAffineTransform { get }
  // unverified: the page was not among the stored pages; written from the SDK
  public static var identity: CGAffineTransform { CGAffineTransform() }
  // https://developer.apple.com/documentation/corefoundation/cgaffinetransform/init(translationx:y:)
  // apple: init(translationX tx: CGFloat, y ty: CGFloat)
  // unverified: the page was not among the stored pages; written from the SDK
  public init(translationX tx: CGFloat, y ty: CGFloat) {}
  // https://developer.apple.com/documentation/corefoundation/cgaffinetransform/scaledby(x:y:)
  // apple: func scaledBy(x sx: CGFloat, y sy: CGFloat) -> CGAffineTransform
  // unverified: the page was not among the stored pages; written from the SDK
  public func scaledBy(x sx: CGFloat, y sy: CGFloat) -> CGAffineTransform { self }
  init() {}
}

// https://developer.apple.com/documentation/uikit/uiresponder
// apple: @MainActor class UIResponder
// inherits: NSObject
@MainActor open class UIResponder: NSObject {}

// https://developer.apple.com/documentation/uikit/uiview
// apple: @MainActor class UIView
// inherits: UIResponder
@MainActor open class UIView: UIResponder {
  // https://developer.apple.com/documentation/uikit/uiview/init(frame:)
  // apple: init(frame: CGRect)
  public init(frame: CGRect) { super.init() }
  // https://developer.apple.com/documentation/uikit/uiview/init(coder:)
  // apple: required init?(coder: NSCoder)
  // unverified: the page was not among the stored pages; written from the SDK (NSCoding's initializer, required)
  public required init?(coder: NSCoder) { super.init() }
  // https://developer.apple.com/documentation/uikit/uiview/alpha
  // apple: var alpha: CGFloat { get set }
  open var alpha: CGFloat { get { 1 } set {} }
  // https://developer.apple.com/documentation/uikit/uiview/layoutifneeded()
  // apple: func layoutIfNeeded()
  open func layoutIfNeeded() {}
  // https://developer.apple.com/documentation/uikit/uiview/transform
  // apple: var transform: CGAffineTransform { get set }
  open var transform: CGAffineTransform { get { .identity } set {} }
  // https://developer.apple.com/documentation/uikit/uiview/isuserinteractionenabled
  // apple: var isUserInteractionEnabled: Bool { get set }
  open var isUserInteractionEnabled: Bool { get { true } set {} }
  // https://developer.apple.com/documentation/uikit/uiview/bounds
  // apple: var bounds: CGRect { get set }
  open var bounds: CGRect { get { .zero } set {} }
  // https://developer.apple.com/documentation/uikit/uiview/addsubview(_:)
  // apple: func addSubview(_ view: UIView)
  open func addSubview(_ view: UIView) {}
}

extension UIView {
  // https://developer.apple.com/documentation/uikit/uiview/animate(withduration:animations:)
  // apple: class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void)
  public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {}
  // https://developer.apple.com/documentation/uikit/uiview/animate(withduration:delay:usingspringwithdamping:initialspringvelocity:options:animations:completion:)
  // apple: class func animate(withDuration duration: TimeInterval, delay: TimeInterval,
  // apple:   usingSpringWithDamping dampingRatio: CGFloat, initialSpringVelocity velocity: CGFloat,
  // apple:   options: UIView.AnimationOptions = [], animations: @escaping () -> Void,
  // apple:   completion: ((Bool) -> Void)? = nil)
  // unverified: the page was not among the stored pages (its sibling animate(withDuration:animations:) was); written from the SDK
  public class func animate(
    withDuration duration: TimeInterval, delay: TimeInterval,
    usingSpringWithDamping dampingRatio: CGFloat, initialSpringVelocity velocity: CGFloat,
    options: UIView.AnimationOptions = [], animations: @escaping () -> Void,
    completion: ((Bool) -> Void)? = nil
  ) {}
  // https://developer.apple.com/documentation/uikit/uiview/performwithoutanimation(_:)
  // apple: class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void)
  // unverified: the page was not among the stored pages; written from the SDK
  public class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {}

  // https://developer.apple.com/documentation/uikit/uiview/animationoptions
  // apple: struct AnimationOptions
  // conforms: OptionSet, Sendable
  // unverified: the page was not among the stored pages; the conformances are the SDK's, not the page's full list
  public struct AnimationOptions: OptionSet, Sendable {
    // https://developer.apple.com/documentation/uikit/uiview/animationoptions/rawvalue
    // apple: let rawValue: UInt
    // unverified: the page was not among the stored pages; written from the SDK
    public let rawValue: UInt
    // https://developer.apple.com/documentation/uikit/uiview/animationoptions/init(rawvalue:)
    // apple: init(rawValue: UInt)
    // unverified: the page was not among the stored pages; written from the SDK
    public init(rawValue: UInt) { self.rawValue = rawValue }
  }
}

// https://developer.apple.com/documentation/uikit/uiimage
// apple: class UIImage
// inherits: NSObject
// unverified: the page was not among the stored pages; written from the SDK
open class UIImage: NSObject {
  // https://developer.apple.com/documentation/uikit/uiimage/init(systemname:)
  // apple: init?(systemName name: String)
  public init?(systemName name: String) {}
}

// https://developer.apple.com/documentation/uikit/uiscrollview
// apple: @MainActor class UIScrollView
// inherits: UIView
// unverified: the page was not among the stored pages; written as UIView's page declares an ObjC class
@MainActor open class UIScrollView: UIView {
  // https://developer.apple.com/documentation/uikit/uiscrollview/refreshcontrol
  // apple: var refreshControl: UIRefreshControl? { get set }
  // unverified: the page was not among the stored pages; written from the SDK
  open var refreshControl: UIRefreshControl? { get { nil } set {} }
  // https://developer.apple.com/documentation/uikit/uiscrollview/contentoffset
  // apple: var contentOffset: CGPoint { get set }
  open var contentOffset: CGPoint { get { .zero } set {} }
}

// https://developer.apple.com/documentation/uikit/uiscrollviewdelegate
// apple: @MainActor protocol UIScrollViewDelegate : NSObjectProtocol
@MainActor public protocol UIScrollViewDelegate: NSObjectProtocol {
  // https://developer.apple.com/documentation/uikit/uiscrollviewdelegate/scrollviewwillbegindragging(_:)
  // apple: optional func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
  // differs: optional on Apple's platforms (an Objective-C protocol); Linux has no @objc, so the shim makes it a plain requirement: a conformer whose witness does not match fails to compile instead of never being called
  // unverified: the page was not among the stored pages; written from the SDK
  func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
  // https://developer.apple.com/documentation/uikit/uiscrollviewdelegate/scrollviewwillenddragging(_:withvelocity:targetcontentoffset:)
  // apple: optional func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
  // apple:   targetContentOffset: UnsafeMutablePointer<CGPoint>)
  // differs: optional on Apple's platforms; a plain requirement here (see above)
  func scrollViewWillEndDragging(
    _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>)
}
