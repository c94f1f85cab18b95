"""Turns page-1.png of hongyi_qi_cv_2026.pdf into a phone-photo JPG (no text layer)."""
import random, sys
from PIL import Image, ImageFilter, ImageDraw, ImageChops
random.seed(213)
src, dst = sys.argv[1], sys.argv[2]
im = Image.open(src).convert("RGB")
w, h = im.size
# paper on a desk: pad with a darker background
bg = Image.new("RGB", (int(w * 1.12), int(h * 1.08)), (92, 78, 64))
bg.paste(im, ((bg.width - w) // 2, (bg.height - h) // 2))
im = bg.rotate(-1.6, resample=Image.BICUBIC, expand=False, fillcolor=(92, 78, 64))
# shading: a left-to-right light gradient and a vignette
W, H = im.size
grad = Image.linear_gradient("L").rotate(90).resize((W, H))
shade = Image.merge("RGB", [grad.point(lambda v: 200 + v * 55 // 255)] * 3)
im = ImageChops.multiply(im, shade)
vig = Image.new("L", (W, H), 0)
ImageDraw.Draw(vig).ellipse((-W * 0.15, -H * 0.1, W * 1.15, H * 1.1), fill=255)
vig = vig.filter(ImageFilter.GaussianBlur(W // 8))
im = Image.composite(im, ImageChops.multiply(im, Image.new("RGB", (W, H), (150, 140, 130))), vig)
im = im.filter(ImageFilter.GaussianBlur(0.8))
# noise
px = im.load()
for _ in range(W * H // 6):
    x, y = random.randrange(W), random.randrange(H)
    r, g, b = px[x, y]; n = random.randint(-22, 22)
    px[x, y] = (max(0, min(255, r + n)), max(0, min(255, g + n)), max(0, min(255, b + n)))
im.save(dst, "JPEG", quality=82)
