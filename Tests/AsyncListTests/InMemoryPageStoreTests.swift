import AsyncList
import Testing

@Suite(.timeLimit(.minutes(10)))
struct InMemoryPageStoreTests {
  func first(_ ids: Range<Int>, next: Int? = nil) -> StoredPage<Int, Row> {
    StoredPage(key: nil, direction: .initial, page: Page(items: rows(ids), nextKey: next))
  }

  @Test func theLeastRecentlyUsedListsGoPastTheLimit() async {
    let store = InMemoryPageStore<Int, Row, String>(maxLists: 2)
    await store.save(first(0..<3), of: "a", query: "")
    await store.save(first(3..<6), of: "b", query: "")
    _ = await store.pages(of: "a", query: "", rowLimit: 10)  // a is used: b is the oldest
    await store.save(first(6..<9), of: "a", query: "search")
    #expect(await store.pages(of: "b", query: "", rowLimit: 10) == nil)
    #expect(await store.pages(of: "a", query: "", rowLimit: 10)?.pages.first?.page.items == rows(0..<3))
    #expect(await store.pages(of: "a", query: "search", rowLimit: 10) != nil)
  }

  @Test func aPageThatDoesNotContinueTheListIsNotKept() async {
    let store = InMemoryPageStore<Int, Row, String>()
    await store.save(first(0..<3, next: 3), of: "a", query: "")
    await store.save(StoredPage(key: 6, direction: .append, page: Page(items: rows(6..<9))), of: "a", query: "")
    #expect(await store.pageCount == 1, "page 3 never came: page 6 would leave a hole")
    await store.save(
      StoredPage(key: 3, direction: .append, page: Page(items: rows(3..<6), nextKey: 6)), of: "a", query: "")
    await store.save(StoredPage(key: 6, direction: .append, page: Page(items: rows(6..<9))), of: "a", query: "")
    #expect(await store.pages(of: "a", query: "", rowLimit: 100)?.pages.count == 3)
  }
}
