/** The document library's tables (listed in platform/db/schema.ts `DB`). Times are integer seconds. */

export interface FilesTables {
  file_folders: FileFoldersTable;
  library_files: LibraryFilesTable;
  library_file_audience: LibraryFileAudienceTable;
}

export interface FileFoldersTable {
  id: string;
  site_id: string;
  /** `common` or `shared` (contract FILE_SHELVES). */
  shelf: string;
  name: string;
  sort: number;
  created_at: number;
}

export interface LibraryFilesTable {
  id: string;
  site_id: string;
  shelf: string;
  folder_id: string | null;
  title: string;
  /** The row of `uploads` holding the bytes (never exposed to readers: they download through the library). */
  upload_id: string;
  owner_id: string;
  /** JSON: Audience, as the console edits it. */
  audience: string;
  downloads: number;
  created_at: number;
  updated_at: number;
}

/** The audience again, one row per member kind and value, so listing filters in SQL. */
export interface LibraryFileAudienceTable {
  file_id: string;
  /** site | role | department | class | user */
  type: string;
  value: string;
}
