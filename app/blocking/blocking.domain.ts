import { defineDomain } from "~/server/domain";
import * as blockingTables from "./blocking.table";
import { blockingAccountExport, deleteBlocksOf } from "./blocks.server";

/** Members blocking members (decision 0074). */
export const blockingDomain = defineDomain({
  name: "blocking",
  tables: [blockingTables],
  accountDeletion: {
    name: "blocking",
    inTransaction: (tx, userId) => deleteBlocksOf(tx, userId),
  },
  accountExport: blockingAccountExport,
});
