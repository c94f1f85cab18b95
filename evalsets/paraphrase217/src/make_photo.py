from PIL import Image, ImageFilter, ImageDraw, ImageEnhance
import random, os
random.seed(217)
src = os.path.join(os.path.dirname(__file__), "fang_page-1.png")
im = Image.open(src).convert("RGB")
W, H = im.size
bg = Image.new("RGB", (W + 160, H + 160), (92, 78, 64))
bg.paste(im, (80, 80))
bg = bg.rotate(2.2, resample=Image.BICUBIC, fillcolor=(92, 78, 64))
# shading: darker toward bottom-right, vignette
shade = Image.new("L", bg.size, 0)
dr = ImageDraw.Draw(shade)
for i in range(0, max(bg.size), 6):
    dr.ellipse([bg.size[0]//2 - i, bg.size[1]//2 - i, bg.size[0]//2 + i, bg.size[1]//2 + i], outline=min(255, int(i * 0.09)))
shade = shade.filter(ImageFilter.GaussianBlur(40))
dark = Image.new("RGB", bg.size, (30, 25, 20))
bg = Image.composite(dark, bg, shade.point(lambda v: int(v * 0.55)))
grad = Image.linear_gradient("L").resize(bg.size).rotate(30, fillcolor=0)
bg = Image.composite(Image.new("RGB", bg.size, (60, 55, 45)), bg, grad.point(lambda v: int(v * 0.25)))
bg = ImageEnhance.Color(bg).enhance(0.85)
bg = bg.filter(ImageFilter.GaussianBlur(0.9))
px = bg.load()
for _ in range(bg.size[0] * bg.size[1] // 6):
    x, y = random.randrange(bg.size[0]), random.randrange(bg.size[1])
    r, g, b = px[x, y]; n = random.randint(-22, 22)
    px[x, y] = (max(0, min(255, r + n)), max(0, min(255, g + n)), max(0, min(255, b + n)))
out = os.path.join(os.path.dirname(__file__), "..", "cvs", "IMG_20261103_0921.jpg")
bg.save(out, "JPEG", quality=82)
print(bg.size)
