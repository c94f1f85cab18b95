"""Turn the rendered page into a phone photo of a printed sheet (no text layer)."""
import random
from PIL import Image, ImageFilter, ImageDraw, ImageChops
random.seed(205)
page = Image.open("page-1.png").convert("RGB")
W, H = page.size
# paper on a darker desk background
bg = Image.new("RGB", (int(W * 1.12), int(H * 1.08)), (92, 80, 66))
paper = page.rotate(-2.2, resample=Image.BICUBIC, expand=True, fillcolor=(92, 80, 66))
bg.paste(paper, ((bg.width - paper.width) // 2, (bg.height - paper.height) // 2))
img = bg
# uneven lighting: gradient shading + vignette
shade = Image.new("L", img.size, 0)
d = ImageDraw.Draw(shade)
for y in range(img.height):
    v = int(255 - 55 * (y / img.height))
    d.line([(0, y), (img.width, y)], fill=v)
vign = Image.new("L", img.size, 0)
dv = ImageDraw.Draw(vign)
for i in range(40):
    r = i / 40
    dv.ellipse([img.width * r * 0.5 - img.width * 0.2, img.height * r * 0.5 - img.height * 0.2,
                img.width * (1 - r * 0.5) + img.width * 0.2, img.height * (1 - r * 0.5) + img.height * 0.2],
               fill=int(150 + 105 * r))
mask = ImageChops.multiply(shade, vign)
img = ImageChops.multiply(img, Image.merge("RGB", (mask, mask, mask.point(lambda v: int(v * 0.95)))))
# warm tint, slight blur, sensor noise
img = Image.blend(img, Image.new("RGB", img.size, (255, 236, 205)), 0.07)
img = img.filter(ImageFilter.GaussianBlur(0.8))
noise = Image.effect_noise(img.size, 18).convert("RGB")
img = Image.blend(img, ImageChops.multiply(img, noise.point(lambda v: 200 + v // 5)), 0.5)
img = img.resize((int(img.width * 0.85), int(img.height * 0.85)), Image.LANCZOS)
img.save("../../cvs/IMG_20260914_183522.jpg", quality=82)
print(img.size)
