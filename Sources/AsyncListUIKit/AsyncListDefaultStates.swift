#if canImport(UIKit)
  public import AsyncList
  import AsyncListStrings
  public import UIKit

  /// The state views an ``AsyncListCollectionAdapter`` shows unless told otherwise, made of
  /// `UIContentUnavailableConfiguration`s: use them in your own customisations for the states you
  /// keep.
  ///
  /// ```swift
  /// adapter.makeBackgroundView = { content, retry in
  ///   content == .empty ? MyEmptyView() : AsyncListDefaultStates.backgroundView(for: content, retry: retry)
  /// }
  /// ```
  @MainActor
  public enum AsyncListDefaultStates {
    /// The view behind the rows for a full-screen state: a spinner for the first load, the error
    /// with a retry button for its failure, "Nothing here" for an empty list.
    ///
    /// - Parameters:
    ///   - content: The list's state.
    ///   - retry: What the retry button does.
    /// - Returns: The view, or `nil` while the list shows rows or reads its store.
    public static func backgroundView(
      for content: ListPresentation.Content, retry: @escaping @MainActor () -> Void
    ) -> UIView? {
      switch content {
      case .restoring, .rows: return nil
      case .firstLoad: return UIContentUnavailableView(configuration: .loading())
      case .firstLoadFailed(let failure):
        return UIContentUnavailableView(configuration: failed(failure, title: ListStrings.couldNotLoad, retry: retry))
      case .empty:
        var empty = UIContentUnavailableConfiguration.empty()
        empty.image = UIImage(systemName: "tray")
        empty.text = ListStrings.nothingHere
        return UIContentUnavailableView(configuration: empty)
      }
    }

    /// Configures an edge cell: a spinner while loading, the error with a retry button, or
    /// "End of list".
    ///
    /// - Parameters:
    ///   - cell: The edge's cell.
    ///   - status: The edge's status.
    ///   - retry: What the retry button does.
    public static func configureEdge(
      _ cell: UICollectionViewCell, status: EdgeStatus, retry: @escaping @MainActor () -> Void
    ) {
      switch status {
      case .idle: cell.contentConfiguration = nil
      case .loading: cell.contentConfiguration = UIContentUnavailableConfiguration.loading()
      case .failed(let failure): cell.contentConfiguration = failed(failure, title: nil, retry: retry)
      case .end:
        var end = UIContentUnavailableConfiguration.empty()
        end.secondaryText = ListStrings.endOfList
        cell.contentConfiguration = end
      }
    }

    /// Configures the banner of a failed pull-to-refresh: a warning, the error and a retry button.
    ///
    /// - Parameters:
    ///   - cell: The banner's cell.
    ///   - failure: The refresh's failure.
    ///   - retry: What the retry button does.
    public static func configureRefreshFailed(
      _ cell: UICollectionViewCell, failure: LoadFailure, retry: @escaping @MainActor () -> Void
    ) {
      var banner = failed(failure, title: nil, retry: retry)
      banner.image = UIImage(systemName: "exclamationmark.triangle")
      cell.contentConfiguration = banner
    }

    /// Configures a placeholder of a dropped page: a spinner, since its page loads back as it
    /// comes on screen.
    ///
    /// - Parameters:
    ///   - cell: The placeholder's cell.
    ///   - position: Its position in the list.
    public static func configurePlaceholder(_ cell: UICollectionViewCell, position: Int) {
      var loading = UIContentUnavailableConfiguration.loading()
      loading.text = nil
      cell.contentConfiguration = loading
    }

    /// A failure's message with a retry button, under an optional title.
    static func failed(
      _ failure: LoadFailure, title: String?, retry: @escaping @MainActor () -> Void
    ) -> UIContentUnavailableConfiguration {
      var configuration = UIContentUnavailableConfiguration.empty()
      configuration.text = title
      configuration.secondaryText = failure.displayMessage
      var button = UIButton.Configuration.borderless()
      button.title = ListStrings.retry
      configuration.button = button
      configuration.buttonProperties.primaryAction = UIAction { _ in retry() }
      return configuration
    }
  }
#endif
