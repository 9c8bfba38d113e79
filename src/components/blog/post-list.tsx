import React, { useMemo, useState } from "react"
import { ALL, CategoryFilter } from "./category-filter"
import { PostCard, type PostSummary } from "./post-card"
import * as styles from "./post-list.module.css"

type Props = { posts: readonly PostSummary[] }

export function PostList({ posts }: Props) {
  const [selected, setSelected] = useState(ALL)
  const categories = useMemo(() => [...new Set(posts.flatMap((post) => post.categories))].sort(), [posts])
  const visible = selected === ALL ? posts : posts.filter((post) => post.categories.includes(selected))
  return (
    <>
      <CategoryFilter categories={categories} selected={selected} onSelect={setSelected} />
      <p className="visually-hidden" role="status">
        {selected === ALL ? `Showing all ${posts.length} posts` : `Showing ${visible.length} posts in ${selected}`}
      </p>
      <ul className={styles.grid}>
        {visible.map((post, index) => (
          <li key={post.slug}>
            <PostCard post={post} eager={index === 0} />
          </li>
        ))}
      </ul>
    </>
  )
}
