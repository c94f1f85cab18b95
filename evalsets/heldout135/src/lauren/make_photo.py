"""Turn page-1.png into a phone photo of a printed page (no text layer)."""
import random
from PIL import Image, ImageFilter, ImageDraw, ImageEnhance
random.seed(135)
pg = Image.open("page-1.png").convert("RGB")
W, H = pg.size
# paper on a wooden-ish desk background
bg = Image.new("RGB", (int(W * 1.18), int(H * 1.12)), (118, 96, 72))
noise = Image.effect_noise(bg.size, 30).convert("RGB")
bg = Image.blend(bg, noise, 0.12)
paper = ImageEnhance.Color(pg).enhance(0.9)
paper = Image.blend(paper, Image.new("RGB", pg.size, (246, 240, 226)), 0.08)
bg.paste(paper, ((bg.width - W) // 2, (bg.height - H) // 2))
img = bg.rotate(-2.2, resample=Image.BICUBIC, expand=False, fillcolor=(110, 90, 68))
# perspective-ish squeeze: slight horizontal shear
img = img.transform(img.size, Image.AFFINE, (1, 0.012, -12, 0.004, 1, -6), resample=Image.BICUBIC)
# shading: gradient from top-left light to bottom-right shadow + vignette
sh = Image.new("L", img.size, 0)
d = ImageDraw.Draw(sh)
for i in range(0, img.width + img.height, 4):
    v = int(70 * i / (img.width + img.height))
    d.line([(i, 0), (0, i)], fill=v, width=4)
vig = Image.new("L", img.size, 0)
dv = ImageDraw.Draw(vig)
dv.ellipse([-img.width * 0.15, -img.height * 0.1, img.width * 1.15, img.height * 1.1], fill=255)
vig = vig.filter(ImageFilter.GaussianBlur(180))
dark = Image.new("RGB", img.size, (20, 16, 12))
img = Image.composite(img, dark, vig.point(lambda p: 90 + int(p * 165 / 255)))
img = Image.composite(Image.new("RGB", img.size, (30, 25, 20)), img, sh)
img = img.filter(ImageFilter.GaussianBlur(0.9))
n = Image.effect_noise(img.size, 22).convert("RGB")
img = Image.blend(img, n, 0.06)
img = ImageEnhance.Contrast(img).enhance(1.05)
img.save("../../cvs/IMG_20261103_184512.jpg", quality=82)
