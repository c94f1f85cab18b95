import random
from PIL import Image, ImageFilter, ImageDraw, ImageChops
random.seed(195)
img = Image.open("page.png").convert("RGB")
w, h = img.size
# paper tint
tint = Image.new("RGB", (w, h), (236, 230, 218))
img = ImageChops.multiply(img, tint)
# pad with a table-coloured background and rotate
bg = Image.new("RGB", (int(w * 1.12), int(h * 1.08)), (92, 74, 58))
bg.paste(img, ((bg.width - w) // 2, (bg.height - h) // 2))
img = bg.rotate(-1.8, resample=Image.BICUBIC, expand=False, fillcolor=(92, 74, 58))
W, H = img.size
# vignette + diagonal shading
mask = Image.new("L", (W, H), 0)
d = ImageDraw.Draw(mask)
for i in range(60):
    v = int(255 * (i / 60))
    d.ellipse([-W * 0.25 + i * 6, -H * 0.2 + i * 7, W * 1.25 - i * 6, H * 1.2 - i * 7], fill=v)
mask = mask.filter(ImageFilter.GaussianBlur(80))
dark = Image.new("RGB", (W, H), (40, 34, 28))
img = Image.composite(img, dark, mask.point(lambda p: 110 + int(p * 145 / 255)))
grad = Image.linear_gradient("L").rotate(35, expand=False).resize((W, H))
shade = Image.new("RGB", (W, H), (0, 0, 0))
img = Image.composite(shade, img, grad.point(lambda p: int(p * 0.18)))
img = img.filter(ImageFilter.GaussianBlur(0.9))
noise = Image.effect_noise((W, H), 18).convert("RGB")
img = ImageChops.add(img, noise, scale=2.0, offset=-64)
img.save("../../cvs/wren_castellane_cv_2026.jpg", quality=82)
print(W, H)
