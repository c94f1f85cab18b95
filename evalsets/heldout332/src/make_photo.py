# Turns page-1.png (pdftoppm -r 150 of mingcheng_ke_cv_2023.pdf) into a phone photo, no text layer.
import random
from PIL import Image, ImageFilter, ImageDraw
random.seed(332)
page = Image.open("page-1.png").convert("RGB")
W, H = page.size
bg = Image.new("RGB", (W + 160, H + 200), (92, 78, 64))          # wooden desk
bg.paste(page, (80, 100))
img = bg.rotate(-2.2, resample=Image.BICUBIC, expand=False, fillcolor=(92, 78, 64))
# shading: darker toward the lower-right, vignette
shade = Image.new("L", img.size, 0)
d = ImageDraw.Draw(shade)
w, h = img.size
for i in range(0, max(w, h), 4):
    d.ellipse([w // 2 - i, h // 2 - i, w // 2 + i, h // 2 + i], outline=min(255, int(i / max(w, h) * 190)))
shade = shade.filter(ImageFilter.GaussianBlur(60))
dark = Image.new("RGB", img.size, (20, 18, 15))
img = Image.composite(dark, img, shade.point(lambda v: int(v * 0.55)))
grad = Image.linear_gradient("L").resize(img.size).rotate(35, expand=False)
img = Image.composite(Image.new("RGB", img.size, (40, 35, 30)), img, grad.point(lambda v: int(v * 0.18)))
img = img.filter(ImageFilter.GaussianBlur(0.9))
px = img.load()
for _ in range(w * h // 6):
    x, y = random.randrange(w), random.randrange(h)
    r, g, b = px[x, y]; n = random.randint(-18, 18)
    px[x, y] = (max(0, min(255, r + n)), max(0, min(255, g + n)), max(0, min(255, b + n)))
img.save("../cvs/mingcheng_ke_cv_2023.jpg", quality=82)
print(img.size)
