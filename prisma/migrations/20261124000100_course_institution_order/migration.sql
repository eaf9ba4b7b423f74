-- An institution's courses in id order: with a rare condition beside the institution (a level it does not
-- teach), a page in id order walked the primary key through the whole table.
-- CreateIndex
CREATE INDEX "Course_institutionId_id_idx" ON "Course"("institutionId", "id");
