# Turns the rendered page (jwq_page-1.png) into a phone photo: crop to content, rotate, shade, blur, noise.
import random
from PIL import Image, ImageFilter, ImageDraw, ImageChops
random.seed(185)
im = Image.open('jwq_page-1.png').convert('RGB')
w, h = im.size
im = im.crop((0, 0, w, int(h * 0.62)))           # page has text only in the top part
w, h = im.size
paper = Image.new('RGB', (w + 120, h + 120), (70, 62, 55))   # table behind the sheet
sheet = im.point(lambda v: int(v * 0.93 + 8))
paper.paste(sheet, (60, 60))
paper = paper.rotate(-2.2, resample=Image.BICUBIC, expand=False, fillcolor=(70, 62, 55))
# shading: gradient darker to the lower right + vignette
W, H = paper.size
shade = Image.new('L', (W, H))
dr = ImageDraw.Draw(shade)
for y in range(H):
    for_x = int(255 - 60 * y / H)
    dr.line([(0, y), (W, y)], fill=for_x)
grad = Image.linear_gradient('L').rotate(90).resize((W, H))
shade = ImageChops.multiply(shade, grad.point(lambda v: 200 + v * 55 // 255))
vign = Image.radial_gradient('L').resize((W, H)).point(lambda v: 255 - v * 90 // 255)
shade = ImageChops.multiply(shade, vign)
paper = ImageChops.multiply(paper, Image.merge('RGB', [shade, shade, shade.point(lambda v: int(v * 0.95))]))
paper = paper.filter(ImageFilter.GaussianBlur(0.9))
noise = Image.effect_noise((W, H), 18).convert('RGB')
paper = Image.blend(paper, ImageChops.multiply(paper, noise.point(lambda v: 180 + v * 75 // 255)), 0.35)
paper.save('../cvs/IMG_20261103_冀婉清简历.jpg', quality=82)
print(paper.size)
