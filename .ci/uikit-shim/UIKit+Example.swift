// What the UIKit example uses besides the adapter: a view controller, a list layout, a stack of a
// label and a progress bar pinned with Auto Layout. Same format as UIKit.swift.

// https://developer.apple.com/documentation/uikit/uiviewcontroller
// apple: @MainActor class UIViewController
// inherits: UIResponder
// unverified: the page was not among the stored pages; written as UIView's page declares an ObjC class
@MainActor open class UIViewController: UIResponder {
  // https://developer.apple.com/documentation/uikit/uiviewcontroller/init(nibname:bundle:)
  // apple: init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?)
  // unverified: the page was not among the stored pages; written from the SDK
  public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { super.init() }
  // https://developer.apple.com/documentation/uikit/uiviewcontroller/init(coder:)
  // apple: required init?(coder: NSCoder)
  // unverified: the page was not among the stored pages; written from the SDK (NSCoding's initializer, required)
  public required init?(coder: NSCoder) { super.init() }
  // https://developer.apple.com/documentation/uikit/uiviewcontroller/view
  // apple: var view: UIView! { get set }
  // unverified: the page was not among the stored pages; written from the SDK
  open var view: UIView! { get { nil } set {} }
  // https://developer.apple.com/documentation/uikit/uiviewcontroller/title
  // apple: var title: String? { get set }
  // unverified: the page was not among the stored pages; written from the SDK
  open var title: String? { get { nil } set {} }
  // https://developer.apple.com/documentation/uikit/uiviewcontroller/loadview()
  // apple: func loadView()
  // unverified: the page was not among the stored pages; written from the SDK
  open func loadView() {}
  // https://developer.apple.com/documentation/uikit/uiviewcontroller/viewdidload()
  // apple: func viewDidLoad()
  // unverified: the page was not among the stored pages; written from the SDK
  open func viewDidLoad() {}
  // https://developer.apple.com/documentation/uikit/uiviewcontroller/viewwillappear(_:)
  // apple: func viewWillAppear(_ animated: Bool)
  // unverified: the page was not among the stored pages; written from the SDK
  open func viewWillAppear(_ animated: Bool) {}
  // https://developer.apple.com/documentation/uikit/uiviewcontroller/viewdiddisappear(_:)
  // apple: func viewDidDisappear(_ animated: Bool)
  // unverified: the page was not among the stored pages; written from the SDK
  open func viewDidDisappear(_ animated: Bool) {}
}

// https://developer.apple.com/documentation/uikit/uicollectionviewcompositionallayout
// apple: @MainActor class UICollectionViewCompositionalLayout
// inherits: UICollectionViewLayout
// unverified: the page was not among the stored pages; written as UIView's page declares an ObjC class
@MainActor open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
  // https://developer.apple.com/documentation/uikit/uicollectionviewcompositionallayout/list(using:)
  // apple: class func list(using configuration: UICollectionLayoutListConfiguration) -> UICollectionViewCompositionalLayout
  // unverified: the page was not among the stored pages; written from the SDK
  open class func list(using configuration: UICollectionLayoutListConfiguration) -> UICollectionViewCompositionalLayout {
    UICollectionViewCompositionalLayout()
  }
}

// https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration
// apple: struct UICollectionLayoutListConfiguration
// unverified: the page was not among the stored pages; written from the SDK
public struct UICollectionLayoutListConfiguration {
  // https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration/init(appearance:)
  // apple: init(appearance: UICollectionLayoutListConfiguration.Appearance)
  // unverified: the page was not among the stored pages; written from the SDK
  public init(appearance: UICollectionLayoutListConfiguration.Appearance) {}

  // https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration/appearance-swift.enum
  // apple: enum Appearance
  // unverified: the page was not among the stored pages; written from the SDK
  public enum Appearance {
    // https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration/appearance-swift.enum/plain
    // apple: case plain
    // unverified: the page was not among the stored pages; written from the SDK
    case plain
  }
}

// https://developer.apple.com/documentation/uikit/uistackview
// apple: @MainActor class UIStackView
// inherits: UIView
// unverified: the page was not among the stored pages; written as UIView's page declares an ObjC class
@MainActor open class UIStackView: UIView {
  // https://developer.apple.com/documentation/uikit/uistackview/init(arrangedsubviews:)
  // apple: convenience init(arrangedSubviews views: [UIView])
  // unverified: the page was not among the stored pages; written from the SDK
  public convenience init(arrangedSubviews views: [UIView]) { self.init(frame: .zero) }
  // https://developer.apple.com/documentation/uikit/uistackview/axis
  // apple: var axis: NSLayoutConstraint.Axis { get set }
  // unverified: the page was not among the stored pages; written from the SDK
  open var axis: NSLayoutConstraint.Axis { get { .vertical } set {} }
  // https://developer.apple.com/documentation/uikit/uistackview/spacing
  // apple: var spacing: CGFloat { get set }
  // unverified: the page was not among the stored pages; written from the SDK
  open var spacing: CGFloat { get { 0 } set {} }
}

// https://developer.apple.com/documentation/uikit/uilabel
// apple: @MainActor class UILabel
// inherits: UIView
// unverified: the page was not among the stored pages; written as UIView's page declares an ObjC class
@MainActor open class UILabel: UIView {
  // https://developer.apple.com/documentation/uikit/uilabel/text
  // apple: var text: String? { get set }
  // unverified: the page was not among the stored pages; written from the SDK
  open var text: String? { get { nil } set {} }
}

// https://developer.apple.com/documentation/uikit/uiprogressview
// apple: @MainActor class UIProgressView
// inherits: UIView
// unverified: the page was not among the stored pages; written as UIView's page declares an ObjC class
@MainActor open class UIProgressView: UIView {
  // https://developer.apple.com/documentation/uikit/uiprogressview/init(progressviewstyle:)
  // apple: convenience init(progressViewStyle style: UIProgressView.Style)
  // unverified: the page was not among the stored pages; written from the SDK
  public convenience init(progressViewStyle style: UIProgressView.Style) { self.init(frame: .zero) }
  // https://developer.apple.com/documentation/uikit/uiprogressview/progress
  // apple: var progress: Float { get set }
  // unverified: the page was not among the stored pages; written from the SDK
  open var progress: Float { get { 0 } set {} }

  // https://developer.apple.com/documentation/uikit/uiprogressview/style-swift.enum
  // apple: enum Style
  // unverified: the page was not among the stored pages; written from the SDK
  public enum Style {
    // https://developer.apple.com/documentation/uikit/uiprogressview/style-swift.enum/default
    // apple: case `default`
    // unverified: the page was not among the stored pages; written from the SDK
    case `default`
  }
}

extension UIView {
  // https://developer.apple.com/documentation/uikit/uiview/translatesautoresizingmaskintoconstraints
  // apple: var translatesAutoresizingMaskIntoConstraints: Bool { get set }
  public var translatesAutoresizingMaskIntoConstraints: Bool { get { true } set {} }
  // https://developer.apple.com/documentation/uikit/uiview/layoutmarginsguide
  // apple: var layoutMarginsGuide: UILayoutGuide { get }
  public var layoutMarginsGuide: UILayoutGuide { UILayoutGuide() }
  // https://developer.apple.com/documentation/uikit/uiview/leadinganchor
  // apple: var leadingAnchor: NSLayoutXAxisAnchor { get }
  // unverified: the page was not among the stored pages; written from the SDK
  public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
  // https://developer.apple.com/documentation/uikit/uiview/trailinganchor
  // apple: var trailingAnchor: NSLayoutXAxisAnchor { get }
  // unverified: the page was not among the stored pages; written from the SDK
  public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
  // https://developer.apple.com/documentation/uikit/uiview/topanchor
  // apple: var topAnchor: NSLayoutYAxisAnchor { get }
  // unverified: the page was not among the stored pages; written from the SDK
  public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }
  // https://developer.apple.com/documentation/uikit/uiview/bottomanchor
  // apple: var bottomAnchor: NSLayoutYAxisAnchor { get }
  // unverified: the page was not among the stored pages; written from the SDK
  public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }
}

// https://developer.apple.com/documentation/uikit/uilayoutguide
// apple: @MainActor class UILayoutGuide
// inherits: NSObject
// unverified: the page was not among the stored pages; written as UIView's page declares an ObjC class
@MainActor open class UILayoutGuide: NSObject {
  // https://developer.apple.com/documentation/uikit/uilayoutguide/leadinganchor
  // apple: var leadingAnchor: NSLayoutXAxisAnchor { get }
  // unverified: the page was not among the stored pages; written from the SDK
  open var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
  // https://developer.apple.com/documentation/uikit/uilayoutguide/trailinganchor
  // apple: var trailingAnchor: NSLayoutXAxisAnchor { get }
  // unverified: the page was not among the stored pages; written from the SDK
  open var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
  // https://developer.apple.com/documentation/uikit/uilayoutguide/topanchor
  // apple: var topAnchor: NSLayoutYAxisAnchor { get }
  // unverified: the page was not among the stored pages; written from the SDK
  open var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }
  // https://developer.apple.com/documentation/uikit/uilayoutguide/bottomanchor
  // apple: var bottomAnchor: NSLayoutYAxisAnchor { get }
  // unverified: the page was not among the stored pages; written from the SDK
  open var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }
}

// https://developer.apple.com/documentation/uikit/nslayoutanchor
// apple: @MainActor class NSLayoutAnchor<AnchorType> where AnchorType : AnyObject
// inherits: NSObject
@MainActor open class NSLayoutAnchor<AnchorType>: NSObject where AnchorType: AnyObject {
  // https://developer.apple.com/documentation/uikit/nslayoutanchor/constraint(equalto:)
  // apple: func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint
  open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint { NSLayoutConstraint() }
}

// https://developer.apple.com/documentation/uikit/nslayoutxaxisanchor
// apple: @MainActor class NSLayoutXAxisAnchor
// inherits: NSLayoutAnchor<NSLayoutXAxisAnchor>
@MainActor open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {}

// https://developer.apple.com/documentation/uikit/nslayoutyaxisanchor
// apple: @MainActor class NSLayoutYAxisAnchor
// inherits: NSLayoutAnchor<NSLayoutYAxisAnchor>
// unverified: the page was not among the stored pages; written as NSLayoutXAxisAnchor's page declares its sibling
@MainActor open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {}

// https://developer.apple.com/documentation/uikit/nslayoutconstraint
// apple: @MainActor class NSLayoutConstraint
// inherits: NSObject
// unverified: the page was not among the stored pages; written as NSLayoutAnchor's page declares an ObjC class
@MainActor open class NSLayoutConstraint: NSObject {
  // https://developer.apple.com/documentation/uikit/nslayoutconstraint/activate(_:)
  // apple: class func activate(_ constraints: [NSLayoutConstraint])
  open class func activate(_ constraints: [NSLayoutConstraint]) {}

  // https://developer.apple.com/documentation/uikit/nslayoutconstraint/axis
  // apple: enum Axis
  // unverified: the page was not among the stored pages; written from the SDK
  public enum Axis {
    // https://developer.apple.com/documentation/uikit/nslayoutconstraint/axis/vertical
    // apple: case vertical
    // unverified: the page was not among the stored pages; written from the SDK
    case vertical
  }
}
