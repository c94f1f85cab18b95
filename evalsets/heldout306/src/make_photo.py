"""Turn the rendered 2022 English page into a phone photo (no text layer)."""
import random
from PIL import Image, ImageFilter, ImageDraw, ImageEnhance
random.seed(306)
src = Image.open("yumo_jiao_en_2022-1.png").convert("RGB")
w, h = src.size
# paper on a darker desk background
bg = Image.new("RGB", (int(w * 1.12), int(h * 1.08)), (92, 80, 66))
bg.paste(src, (int(w * 0.06), int(h * 0.04)))
img = bg.rotate(-2.2, resample=Image.BICUBIC, expand=False, fillcolor=(92, 80, 66))
# warm tint + uneven lighting (vignette + a diagonal shadow)
img = ImageEnhance.Color(img).enhance(0.9)
W, H = img.size
shade = Image.new("L", (W, H), 0)
d = ImageDraw.Draw(shade)
for i in range(40):
    d.ellipse([-W * 0.3 + i * 8, -H * 0.3 + i * 8, W * 1.3 - i * 8, H * 1.3 - i * 8], fill=int(i * 3))
shade = shade.filter(ImageFilter.GaussianBlur(60))
dark = Image.new("RGB", (W, H), (30, 25, 20))
img = Image.composite(img, dark, shade.point(lambda v: min(255, 135 + v)))
shadow = Image.new("L", (W, H), 0)
ImageDraw.Draw(shadow).polygon([(0, H * 0.7), (W * 0.45, H), (0, H)], fill=90)
shadow = shadow.filter(ImageFilter.GaussianBlur(80))
img = Image.composite(Image.new("RGB", (W, H), (20, 18, 15)), img, shadow)
img = img.filter(ImageFilter.GaussianBlur(0.7))
px = img.load()
for _ in range(W * H // 12):
    x, y = random.randrange(W), random.randrange(H)
    r, g, b = px[x, y]
    n = random.randint(-18, 18)
    px[x, y] = (max(0, min(255, r + n)), max(0, min(255, g + n)), max(0, min(255, b + n)))
img.save("../cvs/IMG_20220517_213044.jpg", quality=82)
print(img.size)
